import { describe, expect, it } from 'vitest';
import { candidateFixture } from '../testing/fixtures';
import { heldBack, heldBackByExpired } from './candidates-to-send';

describe('a candidate the criminal record holds back', () => {
  const today = '2026-12-01';
  const toSend = (criminalRecordOn: string | null) =>
    candidateFixture('Luca Marino', { published: false, criminalRecordOn });

  it('is held back by an expired one, told apart from a missing one', () => {
    expect(heldBack(toSend('2026-05-31'), today)).toBe(true);
    expect(heldBackByExpired(toSend('2026-05-31'), today)).toBe(true);
    expect(heldBack(toSend(null), today)).toBe(true);
    expect(heldBackByExpired(toSend(null), today)).toBe(false);
  });

  it('is not held back by a recent one, nor once shown to the family', () => {
    expect(heldBack(toSend('2026-06-01'), today)).toBe(false);
    expect(heldBackByExpired(toSend('2026-06-01'), today)).toBe(false);
    const sent = candidateFixture('Luca Marino', { criminalRecordOn: '2015-01-01' });
    expect(heldBackByExpired(sent, today)).toBe(false);
  });
});
