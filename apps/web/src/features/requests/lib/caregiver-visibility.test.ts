import { describe, expect, it } from 'vitest';
import { makeCaregiver } from '../testing/fixtures';
import { canSubstitute, caregiverTag, substituteSought } from './caregiver-visibility';

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

describe('the substitute, until their interview succeeds', () => {
  const substitutionAskedAt = '2026-11-26T09:30:00.000Z';
  // Confirmed after the ask; `started` is the service's (begun with the caregiver replaced).
  const maria = makeCaregiver('María Fernández', {
    chosen: true,
    started: true,
    acceptedAt: '2026-12-02T10:00:00.000Z',
  });

  it('is «Sostituto scelto», then «Sostituto · colloquio il …» once booked — never «In corso»', () => {
    expect(caregiverTag(maria, 'PAGATO', { substitutionAskedAt })).toBe('Sostituto scelto');
    expect(
      caregiverTag(maria, 'COLLOQUIO PRENOTATO', {
        substitutionAskedAt,
        interviewAt: '2026-12-10T16:00:00.000Z',
      }),
    ).toBe('Sostituto · colloquio il 10 dic 2026');
    // Chosen, the hold to confirm: not «Accettato» either.
    const held = makeCaregiver('María Fernández', { chosen: true });
    expect(caregiverTag(held, 'DA PAGARE', { substitutionAskedAt })).toBe('Sostituto scelto');
  });

  it('has no «Sostituisci» until then, and is «In corso» with it once the substitution is over', () => {
    expect(canSubstitute(maria, 'COLLOQUIO PRENOTATO', { substitutionAskedAt })).toBe(false);
    expect(caregiverTag(maria, 'SELEZIONE COMPLETATA', { substitutionAskedAt: null })).toBe(
      'In corso',
    );
    expect(canSubstitute(maria, 'SELEZIONE COMPLETATA', { substitutionAskedAt: null })).toBe(true);
  });
});
