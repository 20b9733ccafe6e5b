import { describe, expect, it } from 'vitest';
import {
  liveInPetSittingMessage,
  liveInQuoteProblem,
  offeredServiceFlags,
} from './request-detail-labels';

describe("a quote's 'Convivenza'", () => {
  it('is offered to badanti and colf, never to a pet sitter, even one stored before the rule', () => {
    expect(offeredServiceFlags('NURSE', null)).toContain('coliving');
    expect(offeredServiceFlags('COLF', null)).toContain('coliving');
    expect(offeredServiceFlags('PETSITTER', null)).not.toContain('coliving');
    expect(offeredServiceFlags('PETSITTER', { coliving: true, walking: true })).not.toContain(
      'coliving',
    );
  });

  it('refuses a live-in pet sitter only', () => {
    expect(liveInQuoteProblem('PETSITTER', { coliving: true })).toBe(liveInPetSittingMessage);
    expect(liveInQuoteProblem('PETSITTER', { coliving: false })).toBeNull();
    expect(liveInQuoteProblem('NURSE', { coliving: true })).toBeNull();
    expect(liveInQuoteProblem('COLF', { coliving: true })).toBeNull();
  });
});
