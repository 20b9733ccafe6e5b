import { describe, expect, it } from 'vitest';
import { makeQuotedRequest } from '@/features/requests/testing/fixtures';
import { npsMomentOf } from './request-detail';

describe('when the request page asks for the NPS', () => {
  const request = (status: string, serviceStart: string) => {
    const quoted = makeQuotedRequest({ status });
    return { ...quoted, requestDetail: { ...quoted.requestDetail!, serviceStart } };
  };
  const now = new Date('2026-11-26T10:00:00Z');

  it('after the interview, then after 30 days of service, and never before the interview', () => {
    expect(npsMomentOf(request('SELEZIONE COMPLETATA', '2026-11-20'), now)).toBe('interview');
    expect(npsMomentOf(request('SELEZIONE COMPLETATA', '2026-10-28'), now)).toBe('interview');
    expect(npsMomentOf(request('SELEZIONE COMPLETATA', '2026-10-27'), now)).toBe('month');
    expect(npsMomentOf(request('COLLOQUIO PRENOTATO', '2026-10-01'), now)).toBeNull();
    expect(npsMomentOf(request('PAGATO', '2026-10-01'), now)).toBeNull();
  });

  it('not while the substitute the family asked for is awaited', () => {
    const asked = {
      ...request('SELEZIONE COMPLETATA', '2026-10-01'),
      substitutionAskedAt: '2026-11-25T09:00:00.000Z',
    };
    expect(npsMomentOf(asked, now)).toBeNull();
    expect(npsMomentOf({ ...asked, substitutionAskedAt: null }, now)).toBe('month');
  });
});
