import { describe, expect, it } from 'vitest';
import {
  liveInQuoteProblem,
  liveInRefusedMessage,
  offeredServiceFlags,
  serviceFlagLabel,
} from './request-detail-labels';

describe("a quote's 'Convivenza'", () => {
  it('is offered to badanti and colf, never to a pet sitter or babysitter, even one stored before the rule', () => {
    expect(offeredServiceFlags('NURSE', null)).toContain('coliving');
    expect(offeredServiceFlags('COLF', null)).toContain('coliving');
    expect(offeredServiceFlags('PETSITTER', null)).not.toContain('coliving');
    expect(offeredServiceFlags('BABYSITTER', { coliving: true })).not.toContain('coliving');
    expect(offeredServiceFlags('PETSITTER', { coliving: true, walking: true })).not.toContain(
      'coliving',
    );
  });

  it('refuses a live-in pet sitter or babysitter, whose quote offers no Convivenza', () => {
    expect(liveInQuoteProblem('PETSITTER', { coliving: true })).toBe(liveInRefusedMessage);
    expect(liveInQuoteProblem('BABYSITTER', { coliving: true })).toBe(liveInRefusedMessage);
    expect(liveInQuoteProblem('PETSITTER', { coliving: false })).toBeNull();
    expect(liveInQuoteProblem('NURSE', { coliving: true })).toBeNull();
    expect(liveInQuoteProblem('COLF', { coliving: true })).toBeNull();
  });
});

describe("a quote's duties, named", () => {
  it('as a pet sitter names them where the spec shares them with the care of a person', () => {
    expect(serviceFlagLabel('PETSITTER', 'relocation')).toBe('Trasporto dell’animale');
    expect(serviceFlagLabel('PETSITTER', 'disability')).toBe('Animale con disabilità');
    expect(serviceFlagLabel('NURSE', 'relocation')).toBe('Trasferimenti e mobilizzazione');
    expect(serviceFlagLabel('PETSITTER', 'walking')).toBe('Passeggiate');
  });
});
