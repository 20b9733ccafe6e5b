import { describe, expect, it } from 'vitest';
import { makeCaregiver } from '../testing/fixtures';
import { caregiverTag, substituteSought } from './caregiver-visibility';

describe('the caregiver being replaced', () => {
  const asked = {
    chosen: true,
    started: true,
    substitutionRequestedAt: '2026-11-26T09:30:00.000Z',
  };

  it('is «Da sostituire» from the family’s ask to the substitute, the search said once it starts', () => {
    const martina = makeCaregiver('Martina Rossi', asked);
    expect(caregiverTag(martina, 'SELEZIONE COMPLETATA')).toBe('Da sostituire');
    expect(substituteSought(martina, 'SELEZIONE COMPLETATA')).toBe(false);
    expect(caregiverTag(martina, 'IN ATTESA')).toBe('Da sostituire');
    expect(substituteSought(martina, 'IN ATTESA')).toBe(true);
  });

  it('is no longer sought once the new profiles are proposed or chosen, and stays «Da sostituire»', () => {
    // The new profiles on the page ('ti avviseremo quando saranno pronti' read beside them); the
    // substitute's choice to confirm, at no new charge; then their interview to book, booked.
    for (const status of ['INVIATO CV', 'DA PAGARE', 'PAGATO', 'COLLOQUIO PRENOTATO']) {
      const martina = makeCaregiver('Martina Rossi', asked);
      expect(substituteSought(martina, status)).toBe(false);
      expect(caregiverTag(martina, status)).toBe('Da sostituire');
      // Replaced before their first day: never «Accettato» again either.
      const notStarted = makeCaregiver('Martina Rossi', { ...asked, started: false });
      expect(caregiverTag(notStarted, status)).toBe('Da sostituire');
    }
    // A substitute's failed interview: the search is on again.
    expect(substituteSought(makeCaregiver('Martina Rossi', asked), 'SELEZIONE ATTIVA')).toBe(true);
  });

  it('is no longer sought once their service has ended', () => {
    const ended = makeCaregiver('Martina Rossi', { ...asked, ended: true });
    expect(caregiverTag(ended, 'IN ATTESA')).toBe('Terminata');
    expect(substituteSought(ended, 'IN ATTESA')).toBe(false);
  });
});
