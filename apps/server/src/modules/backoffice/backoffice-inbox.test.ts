import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestUser,
  injectAs,
  type TestUser,
  useTestApp,
  useTestUser,
} from '../../../test/helpers';
import {
  createTestRequest,
  requestWithCandidates,
  seedCatalogAndCaregivers,
  setUserName,
} from '../../../test/workflow-fixtures';
import { caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { npsScores } from '../../db/schema/nps';
import { requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';

describe('back-office inbox filters and NPS', () => {
  const app = useTestApp();
  const tutor = useTestUser(app, { role: 'tutor' });
  const paola = useTestUser(app, { email: 'paola.verdi@example.it' });
  const luca = useTestUser(app, { email: 'luca.neri@example.it' });
  const giulia = useTestUser(app);
  const marco = useTestUser(app);
  const anna = useTestUser(app);

  beforeAll(async () => {
    await seedCatalogAndCaregivers(app);
    await setUserName(app, paola, 'Paola', 'Verdi');
    await setUserName(app, luca, 'Luca', 'Neri');
  });

  // biome-ignore lint/suspicious/noExplicitAny: the answers are read as the API's JSON.
  const get = (url: string, status = 200) => callAs<any>(app, tutor, 'GET', url, { status });
  const ids = (page: { content: { id: number }[] }) => page.content.map((row) => row.id);

  it('filters by business line, province, company and full name; counts per status', async () => {
    const a = await createTestRequest(app, paola, { businessLine: 'BABYSITTER', province: 'TO' });
    const b = await createTestRequest(app, paola, {
      businessLine: 'NURSE',
      province: 'MI',
      welfare: true,
      companyId: 'acme-welfare',
    });
    const c = await createTestRequest(app, luca, { businessLine: 'NURSE', province: 'MI' });
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${c}/mark-to-call`);

    expect(ids(await get('/v1/backoffice/requests?sort=newest&businessLine=NURSE'))).toEqual([
      c,
      b,
    ]);
    expect(
      ids(await get('/v1/backoffice/requests?sort=newest&province=mi&businessLine=NURSE')),
    ).toEqual([c, b]);
    expect(ids(await get('/v1/backoffice/requests?sort=newest&companyId=acme-welfare'))).toEqual([
      b,
    ]);
    expect(ids(await get('/v1/backoffice/requests?sort=newest&q=paola%20verdi'))).toEqual([b, a]);
    expect(ids(await get('/v1/backoffice/requests?sort=newest&q=Neri%20Luca'))).toEqual([c]);
    expect(ids(await get(`/v1/backoffice/requests?sort=newest&q=%23${a}`))).toEqual([a]);
    expect(ids(await get('/v1/backoffice/requests?sort=newest&q=luca.neri@'))).toEqual([c]);

    const row = (await get(`/v1/backoffice/requests?sort=newest&q=${c}`)).content[0];
    expect(row).toMatchObject({
      status: 'DA RICHIAMARE',
      interviewAt: null,
      unpublishedCandidates: 0,
    });

    const facets = await get('/v1/backoffice/requests/facets?businessLine=NURSE');
    expect(facets.total).toBe(2);
    expect(facets.statuses).toHaveLength(14);
    expect(facets.statuses.find((s: { status: string }) => s.status === 'NUOVA').count).toBe(1);
    expect(
      facets.statuses.find((s: { status: string }) => s.status === 'DA RICHIAMARE').count,
    ).toBe(1);
    expect(facets.provinces).toEqual(['MI', 'TO']);

    await get('/v1/backoffice/requests?businessLine=GARDENER&province=Torino', 400);
  });

  it('names the service the family asked on its row: a taxi-sitter is not just «Babysitter»', async () => {
    const family = await createTestUser(app);
    const id = await createTestRequest(app, family, { businessLine: 'BABYSITTER' });
    await app.ctx.db.update(requests).set({ needs: 'Taxi-sitter' }).where(eq(requests.id, id));
    const plain = await createTestRequest(app, family, { businessLine: 'NURSE' });
    const rows = (await get('/v1/backoffice/requests?sort=newest&pageSize=50')).content as {
      id: number;
      type: string;
    }[];
    expect(rows.find((row) => row.id === id)?.type).toBe('Babysitter (Taxi-sitter)');
    expect(rows.find((row) => row.id === plain)?.type).toBe('Badante');
  });

  it('finds a family by its phone however it is typed, and a short number still by request', async () => {
    const setPhone = (user: TestUser, phone: string) =>
      app.ctx.db.update(users).set({ phone }).where(eq(users.uid, user.uid));
    await setPhone(giulia, '+39 333 123 4567');
    await setPhone(marco, '347-5551212');
    const g = await createTestRequest(app, giulia);
    const m = await createTestRequest(app, marco);
    const search = async (q: string) =>
      ids(await get(`/v1/backoffice/requests?sort=newest&q=${encodeURIComponent(q)}`));

    for (const typed of [
      '333 123 4567',
      '3331234567',
      '+39 333 123 4567',
      '0039 3331234567',
      '333-123-4567',
    ]) {
      expect(await search(typed), typed).toEqual([g]);
    }
    // Stored without the country prefix, searched with it; its beginning too, as pasted.
    expect(await search('+39 347 555 1212')).toEqual([m]);
    expect(await search('+39 347 555')).toEqual([m]);
    expect(await search('0039 333 123')).toEqual([g]);
    // A mobile of its own starting with 39, typed without the prefix, keeps its 39.
    await setPhone(marco, '392 123 4567');
    expect(await search('+39 392 1234567')).toEqual([m]);
    expect(await search('3921234567')).toEqual([m]);
    expect(await search('0039 392 123 4567')).toEqual([m]);
    await setPhone(marco, '347-5551212');
    expect(await search('333 765 4321')).toEqual([]);
    expect(await search('0039 347 555 1213')).toEqual([]);

    // Fewer than 6 digits: a request number (or nothing), never a piece of a phone.
    expect(await search(String(g))).toEqual([g]);
    expect(await search(`#${m}`)).toEqual([m]);
    expect(await search('4567')).toEqual([]);
    const facets = await get(
      `/v1/backoffice/requests/facets?q=${encodeURIComponent('333.123.4567')}`,
    );
    expect(facets.total).toBe(1);

    // The address heard on the phone finds the request too.
    await app.ctx.db
      .update(requests)
      .set({ street: 'Via Po 18', city: 'Torino' })
      .where(eq(requests.id, m));
    expect(await search('via po')).toEqual([m]);
    expect(await search('Po 18 Torino')).toEqual([m]);
  });

  it('finds a request by the name of a caregiver on it, ended ones too', async () => {
    await setUserName(app, anna, 'Anna', 'Bianchi');
    const { id: r1 } = await requestWithCandidates(app, anna, tutor, [
      'cg-martina-rossi',
      'cg-luca-marino',
    ]);
    const { id: r2 } = await requestWithCandidates(app, anna, tutor, ['cg-sofia-ricci']);
    const search = async (q: string) =>
      ids(await get(`/v1/backoffice/requests?sort=newest&q=${encodeURIComponent(q)}`));

    // The caregiver on the phone, by surname or full name either way round.
    expect(await search('Rossi')).toEqual([r1]);
    expect(await search('Martina Rossi')).toEqual([r1]);
    expect(await search('rossi martina')).toEqual([r1]);
    expect(await search('Sofia Ricci')).toEqual([r2]);
    expect(await search('Greco')).toEqual([]);
    // Two caregivers of the request match: still one row, and counted once.
    expect(await search('Mar')).toEqual([r1]);
    const facets = await get('/v1/backoffice/requests/facets?q=Mar');
    expect(facets.total).toBe(1);
    // The family's name still finds both.
    expect(await search('Anna Bianchi')).toEqual([r2, r1]);

    // A caregiver no longer on the request (withdrawn) still finds it.
    const [martina] = await app.ctx.db
      .select({ id: caregivers.id })
      .from(caregivers)
      .where(eq(caregivers.docRef, 'cg-martina-rossi'));
    await app.ctx.db
      .update(caregiverSelections)
      .set({ endedAt: app.ctx.clock.now(), endedReason: 'WITHDRAWN' })
      .where(
        and(
          eq(caregiverSelections.requestId, r1),
          eq(caregiverSelections.caregiverId, martina!.id),
        ),
      );
    expect(await search('Martina Rossi')).toEqual([r1]);

    // Accents ignored either way, as in the caregiver directory: 'Sofía' is found by 'sofia'.
    await app.ctx.db
      .update(caregivers)
      .set({ name: 'Sofía' })
      .where(eq(caregivers.docRef, 'cg-sofia-ricci'));
    expect(await search('ricci sofia')).toEqual([r2]);
    expect(await search('Sofía Ricci')).toEqual([r2]);
    // And the family's name too ('Bianchì' typed on a phone keyboard).
    expect(await search('Anna Bianchì')).toEqual([r2, r1]);
  });

  it('reports the NPS of a period (days in Italy) with its distribution and suggestions', async () => {
    const at = (iso: string) => new Date(iso);
    const score = (
      user: TestUser,
      value: number,
      createdAt: string,
      notes: string | null = null,
    ) => ({
      userUid: user.uid,
      email: user.email,
      score: value,
      notes,
      createdAt: at(createdAt),
    });
    await app.ctx.db.insert(npsScores).values([
      // 1 March 00:30 in Rome is still 28 February in UTC: it belongs to March.
      score(paola, 10, '2030-02-28T23:30:00Z', 'Tutor gentilissima'),
      score(paola, 9, '2030-03-05T10:00:00Z'),
      score(luca, 8, '2030-03-10T10:00:00Z', 'Bene ma lenti'),
      score(luca, 3, '2030-03-31T21:59:00Z', 'Nessuno mi ha richiamato'),
      // 1 April 00:30 in Rome (summer time): outside March.
      score(luca, 0, '2030-03-31T22:30:00Z', 'Fuori periodo'),
    ]);

    const report = await get('/v1/backoffice/nps?from=2030-03-01&to=2030-03-31&pageSize=2');
    expect(report).toMatchObject({ total: 4, promoters: 2, passives: 1, detractors: 1, nps: 25 });
    expect(report.distribution).toHaveLength(11);
    expect(report.distribution[10]).toEqual({ score: 10, count: 1 });
    expect(report.distribution[0]).toEqual({ score: 0, count: 0 });
    expect(report.suggestions.totalElements).toBe(3);
    expect(report.suggestions.content.map((s: { notes: string }) => s.notes)).toEqual([
      'Nessuno mi ha richiamato',
      'Bene ma lenti',
    ]);
    expect(report.suggestions.content[0].customer).toMatchObject({ name: 'Luca', surname: 'Neri' });

    const empty = await get('/v1/backoffice/nps?from=2031-01-01&to=2031-01-31');
    expect(empty).toMatchObject({ total: 0, nps: null });

    const reversed = await get('/v1/backoffice/nps?from=2030-03-31&to=2030-03-01', 400);
    expect(reversed.error.fields['querystring.to']).toBe('La fine precede l’inizio');
  });
});
