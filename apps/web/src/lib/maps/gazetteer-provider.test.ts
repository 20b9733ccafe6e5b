import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/lib/api-client';
import { mockApi } from '@/testing/mock-api';
import { gazetteerProvider } from './gazetteer-provider';

describe('gazetteer maps provider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setTokenProvider(async () => null);
  });

  it('calls the public place endpoints without the Authorization header', async () => {
    setTokenProvider(async () => 'secret-token');
    const calls = mockApi({
      'GET /v1/places/autocomplete': {
        body: {
          predictions: [
            {
              placeId: 'istat:001272',
              description: 'Torino (TO)',
              mainText: 'Torino',
              secondaryText: 'TO',
            },
          ],
        },
      },
      'GET /v1/places/details': {
        body: {
          placeId: 'istat:001272',
          street: null,
          city: 'Torino',
          province: 'TO',
          postalCode: '10121',
          postalCodes: ['10121'],
          latitude: null,
          longitude: null,
          source: 'gazetteer',
        },
      },
    });
    const [first] = await gazetteerProvider.autocomplete('Tor');
    const details = await gazetteerProvider.details(first!.placeId);
    expect(details).toMatchObject({ city: 'Torino', province: 'TO', postalCode: '10121' });
    expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined, undefined]);
    expect(calls[1]?.query.get('environment')).toBe('test');
    expect(gazetteerProvider.completes).toBe('city');
  });
});
