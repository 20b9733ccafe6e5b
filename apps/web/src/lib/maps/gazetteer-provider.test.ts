import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/lib/api-client';
import { torino } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { gazetteerProvider } from './gazetteer-provider';

describe('gazetteer maps provider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setTokenProvider(async () => null);
  });

  it('calls the public place endpoints without the Authorization header', async () => {
    setTokenProvider(async () => 'secret-token');
    const calls = mockApi({
      'GET /v1/places/autocomplete': { body: { predictions: [torino.prediction] } },
      'GET /v1/places/details': { body: torino.details },
    });
    const [first] = await gazetteerProvider.autocomplete('Tor');
    const details = await gazetteerProvider.details(first!.placeId);
    expect(details).toMatchObject({ city: 'Torino', province: 'TO', postalCode: '10121' });
    expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined, undefined]);
    expect(calls[1]?.query.get('environment')).toBe('test');
    expect(gazetteerProvider.completes).toBe('city');
  });
});
