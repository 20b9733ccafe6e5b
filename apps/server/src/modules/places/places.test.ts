import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { provinceOfComune } from '@equilibrio/contract/provinces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fieldErrorsOf,
  type TestApp,
  useTestApp,
  withTestApp,
} from '../../../test/helpers';
import { serverPath } from '../../server-root';
import { findMunicipality, searchMunicipalities } from './gazetteer';
import { PLACES_RATE_LIMIT } from './places.routes';

/** GET /v1/places/details of one place, as the portal asks for it. */
const details = (app: TestApp, placeId: string, environment = 'test') =>
  app.inject({
    method: 'GET',
    url: `/v1/places/details?placeId=${placeId}&environment=${environment}`,
  });

describe('gazetteer', () => {
  it('says every comune’s province as the contract reads it from the ISTAT code', () => {
    // The caregiver forms' rule (comune in the province) reads the province off the code.
    const codes = fs
      .readFileSync(serverPath('src/modules/places/data/comuni.tsv'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t')[2]!);
    expect(codes).toHaveLength(7904);
    const disagreeing = codes.filter(
      (code) => findMunicipality(code)?.province !== provinceOfComune(code),
    );
    expect(disagreeing).toEqual([]);
  });

  it('finds municipalities by the start of their name, bigger towns first', () => {
    const [first] = searchMunicipalities('Tor');
    expect(first).toMatchObject({ name: 'Torino', province: 'TO' });
    expect(first?.postalCodes).toContain('10121');
    expect(first?.postalCodes).toHaveLength(36);
  });

  it('ignores accents, apostrophes and case, and matches words and postal codes', () => {
    expect(searchMunicipalities('sant agata de goti')[0]?.name).toBe("Sant'Agata de' Goti");
    expect(searchMunicipalities("SANT'AGATA DE'")[0]?.name).toBe("Sant'Agata de' Goti");
    expect(searchMunicipalities('santagatadegoti')[0]?.name).toBe("Sant'Agata de' Goti");
    expect(searchMunicipalities('forli')[0]?.name).toBe('Forlì');
    expect(searchMunicipalities('20124')[0]).toMatchObject({ name: 'Milano', province: 'MI' });
    expect(searchMunicipalities('emilia').map((m) => m.name)).toContain("Reggio nell'Emilia");
    expect(searchMunicipalities('zzzz')).toEqual([]);
  });

  it('finds a comune by the names people use, each word the start of one of its own', () => {
    expect(searchMunicipalities('Reggio Emilia')[0]?.name).toBe("Reggio nell'Emilia");
    expect(searchMunicipalities('Reggio Calabria')[0]?.name).toBe('Reggio di Calabria');
    expect(searchMunicipalities('Sant Agata Militello')[0]?.name).toBe("Sant'Agata di Militello");
    expect(searchMunicipalities('Xyzville')).toEqual([]);
  });
});

describe('places API (public)', () => {
  const app = useTestApp();

  it('autocompletes without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/places/autocomplete?input=Tor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().predictions[0]).toEqual({
      placeId: 'istat:001272',
      description: 'Torino (TO)',
      mainText: 'Torino',
      secondaryText: 'TO · 10121–10156',
    });
  });

  it('answers place details from the gazetteer', async () => {
    const res = await details(app, 'istat:001272', 'production');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      placeId: 'istat:001272',
      street: null,
      city: 'Torino',
      province: 'TO',
      postalCode: '10121',
      source: 'gazetteer',
    });
  });

  it('validates its input and answers 404 for unknown places', async () => {
    const noEnv = await app.inject({ method: 'GET', url: '/v1/places/details?placeId=istat:1' });
    expect(fieldErrorsOf(noEnv)).toHaveProperty('querystring.environment');
    const empty = await app.inject({ method: 'GET', url: '/v1/places/autocomplete?input=' });
    expect(empty.statusCode).toBe(400);
    const unknown = await details(app, 'istat:999999');
    expect(unknown.statusCode).toBe(404);
    // Without a Google key, a Google place id is unknown.
    const google = await details(app, 'ChIJ123');
    expect(google.statusCode).toBe(404);
  });

  it('rate-limits each client', async () => {
    await withTestApp({}, async (limited) => {
      const statuses: number[] = [];
      for (let i = 0; i <= PLACES_RATE_LIMIT; i++) {
        const res = await details(limited, 'istat:001272');
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, PLACES_RATE_LIMIT).every((s) => s === 200)).toBe(true);
      const last = await limited.inject({
        method: 'GET',
        url: '/v1/places/autocomplete?input=Tor',
      });
      expect(statuses.at(-1)).toBe(429);
      expect(last.statusCode).toBe(200); // each route has its own budget
    });
  });
});

describe('place details from Google Places', () => {
  let fake: http.Server;
  let seen: { url?: string; key?: string; fields?: string }[];
  let app: TestApp;

  beforeAll(async () => {
    seen = [];
    fake = http.createServer((req, res) => {
      seen.push({
        url: req.url,
        key: req.headers['x-goog-api-key'] as string,
        fields: req.headers['x-goog-fieldmask'] as string,
      });
      if (req.url?.startsWith('/v1/places/missing')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{}}');
        return;
      }
      if (req.url?.startsWith('/v1/places/broken')) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'ChIJ-via-po',
          formattedAddress: 'Via Po, 12, 10123 Torino TO, Italia',
          location: { latitude: 45.0686, longitude: 7.6934 },
          addressComponents: [
            { longText: '12', shortText: '12', types: ['street_number'] },
            { longText: 'Via Po', shortText: 'Via Po', types: ['route'] },
            { longText: 'Torino', shortText: 'Torino', types: ['locality', 'political'] },
            {
              longText: 'Città Metropolitana di Torino',
              shortText: 'TO',
              types: ['administrative_area_level_2', 'political'],
            },
            { longText: '10123', shortText: '10123', types: ['postal_code'] },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    app = await createTestApp({
      env: { GOOGLE_MAPS_API_KEY: 'test-key', GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('asks Google in Italian with the key and maps the address components', async () => {
    const res = await details(app, 'ChIJ-via-po', 'production');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      placeId: 'ChIJ-via-po',
      street: 'Via Po 12',
      city: 'Torino',
      province: 'TO',
      postalCode: '10123',
      postalCodes: ['10123'],
      latitude: 45.0686,
      longitude: 7.6934,
      source: 'google',
    });
    expect(seen.at(-1)).toEqual({
      url: '/v1/places/ChIJ-via-po?languageCode=it&regionCode=IT',
      key: 'test-key',
      fields: 'id,formattedAddress,addressComponents,location',
    });
  });

  it('still answers gazetteer ids locally, 404 for unknown places, 503 when Google fails', async () => {
    const before = seen.length;
    const local = await details(app, 'istat:015146');
    expect(local.json()).toMatchObject({ city: 'Milano', source: 'gazetteer' });
    expect(seen.length).toBe(before);
    const missing = await details(app, 'missing');
    expect(missing.statusCode).toBe(404);
    const broken = await details(app, 'broken');
    expect(broken.statusCode).toBe(503);
    expect(broken.json().error.code).toBe('SERVICE_UNAVAILABLE');
  });
});
