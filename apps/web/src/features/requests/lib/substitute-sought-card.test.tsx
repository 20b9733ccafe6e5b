import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { CaregiverCard } from '../components/caregiver-card';
import { makeCaregiver } from '../testing/fixtures';

// The card of the caregiver the family asked to replace, as the family reads it along the
// substitution (`substituteSought`).
const martina = makeCaregiver('Martina Rossi', {
  chosen: true,
  started: true,
  acceptedAt: '2026-10-20T09:00:00.000Z',
  substitutionRequestedAt: '2026-11-26T09:30:00.000Z',
});
const searching = /Il family tutor sta cercando chi sostituirà Martina/;

describe('the card of the caregiver being replaced', () => {
  it('says the tutor is looking for the substitute while nobody is chosen yet', () => {
    renderRoute(<CaregiverCard record={martina} status="IN ATTESA" paid />);
    expect(screen.getByText(searching)).toBeInTheDocument();
    expect(screen.getByText('Da sostituire')).toBeInTheDocument();
  });

  it('no longer says the tutor is looking once the family has chosen the substitute', () => {
    renderRoute(<CaregiverCard record={martina} status="DA PAGARE" paid onSubstitute={() => {}} />);
    expect(screen.queryByText(searching)).toBeNull();
    expect(screen.getByText('Da sostituire')).toBeInTheDocument();
  });
});
