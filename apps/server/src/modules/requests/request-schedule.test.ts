import { isoDayAfter } from '@equilibrio/contract/italian-format';
import { latestStartDate, type RequestSchedule } from '@equilibrio/contract/request-schedule';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayFromToday, fieldErrorsOf, type TestUser, useTestUser } from '../../../test/helpers';
import { useRequestsApp } from '../../../test/requests-api';
import { requests } from '../../db/schema/requests';

// The request form's 'Quando' section and its free-text address: stored, read back by the
// family and by the tutor; bad input answers Italian field messages and writes nothing.

describe("request form: 'Quando' and the typed address", () => {
  const { app, customer, other, ids, form, create } = useRequestsApp();
  const tutor = useTestUser(app, { role: 'tutor' });
  const schedule: RequestSchedule = {
    startDate: dayFromToday(30),
    days: ['fri', 'mon', 'wed'],
    timeSlots: ['aft'],
    timeSlotsToBeDefined: false,
    frequency: 'continuous',
  };
  const count = async () => (await app.ctx.db.select({ id: requests.id }).from(requests)).length;
  const get = (user: TestUser, url: string) =>
    app.inject({ method: 'GET', url, headers: user.headers });
  const put = (user: TestUser, id: number, body: object) =>
    app.inject({ method: 'PUT', url: `/v2/requests/${id}`, headers: user.headers, payload: body });

  it('stores the section in the week’s order; the family and the tutor read it back', async () => {
    const res = await create(customer, form({ schedule }));
    expect(res.statusCode).toBe(201);
    const expected = { ...schedule, days: ['mon', 'wed', 'fri'] };
    expect(res.json().schedule).toEqual(expected);
    const id = res.json().id;

    expect((await get(customer, `/v2/requests/${id}`)).json().schedule).toEqual(expected);
    const page = await get(customer, `/v2/requests/${customer.uid}/requests`);
    expect(page.json().content.find((r: { id: number }) => r.id === id).schedule).toEqual(expected);
    const backOffice = await get(tutor, `/v1/backoffice/requests/${id}`);
    expect(backOffice.statusCode).toBe(200);
    expect(backOffice.json().schedule).toEqual(expected);
  });

  it('is optional: without it, or empty, nothing is stored', async () => {
    const without = await create(customer, form());
    expect(without.json().schedule).toBeNull();
    const empty = await create(customer, form({ schedule: { days: [], timeSlots: [] } }));
    expect(empty.json().schedule).toBeNull();
  });

  it('an edit changes it, clears it with null, and keeps it when the form does not send it', async () => {
    const id = (await create(customer, form({ schedule }))).json().id;
    const occasional = {
      ...schedule,
      timeSlots: [],
      timeSlotsToBeDefined: true,
      frequency: 'occasional',
    };
    const changed = await put(customer, id, form({ schedule: occasional }));
    expect(changed.json().schedule).toMatchObject({
      timeSlotsToBeDefined: true,
      frequency: 'occasional',
    });

    // The form without the section (an older client): what was said stays.
    const kept = await put(customer, id, form());
    expect(kept.json().schedule).toMatchObject({ frequency: 'occasional' });

    const cleared = await put(customer, id, form({ schedule: null }));
    expect(cleared.json().schedule).toBeNull();
  });

  it('only the owner reads it: anyone else gets 404', async () => {
    const id = (await create(customer, form({ schedule }))).json().id;
    expect((await get(other, `/v2/requests/${id}`)).statusCode).toBe(404);
    expect((await put(other, id, form({ schedule: null }))).statusCode).toBe(404);
    const [row] = await app.ctx.db
      .select({ schedule: requests.schedule })
      .from(requests)
      .where(eq(requests.id, id));
    expect(row?.schedule).not.toBeNull();
  });

  it('bad input: 400 with Italian messages for each field, nothing written', async () => {
    const before = await count();
    const res = await create(
      customer,
      form({
        schedule: {
          startDate: '01/12/2026',
          days: ['lunedi'],
          timeSlots: ['night'],
          frequency: 'sometimes',
        },
      }),
    );
    expect(fieldErrorsOf(res)).toEqual({
      'body.schedule.startDate': 'Formato data non valido',
      'body.schedule.days.0': 'Scegli una delle opzioni proposte',
      'body.schedule.timeSlots.0': 'Scegli una delle opzioni proposte',
      'body.schedule.frequency': 'Scegli una delle opzioni proposte',
    });
    const both = await create(
      customer,
      form({ schedule: { timeSlots: ['mor'], timeSlotsToBeDefined: true } }),
    );
    expect(both.json().error.fields).toEqual({
      'body.schedule.timeSlots': 'Scegli le fasce orarie oppure «Da definire», non entrambe',
    });
    expect(await count()).toBe(before);
  });

  it('a start date from today to two years on; a past or far one is refused, nothing written', async () => {
    const before = await count();
    // The app's own day (its clock was frozen when it was built: a run across midnight).
    const today = dayFromToday(0, app.ctx.clock);
    const latest = latestStartDate(today);
    for (const startDate of [today, latest]) {
      const res = await create(customer, form({ schedule: { ...schedule, startDate } }));
      expect(res.statusCode, startDate).toBe(201);
    }
    for (const [startDate, message] of [
      [
        dayFromToday(-1, app.ctx.clock),
        'La data di inizio è già passata: scegli oggi o un giorno dopo.',
      ],
      ['0000-01-01', 'La data di inizio è già passata: scegli oggi o un giorno dopo.'],
      [isoDayAfter(latest), 'La data di inizio è troppo lontana: scegline una entro 2 anni.'],
      ['9999-12-31', 'La data di inizio è troppo lontana: scegline una entro 2 anni.'],
    ] as const) {
      const res = await create(customer, form({ schedule: { ...schedule, startDate } }));
      expect(res.statusCode, startDate).toBe(400);
      expect(res.json().error.fields, startDate).toEqual({ 'schedule.startDate': message });
    }
    expect(await count()).toBe(before + 2);
  });

  it('an edit sent with a start date that has passed asks for a new one; one without keeps it', async () => {
    const id = (await create(customer, form({ schedule }))).json().id;
    // Months on: the day the family asked for is behind.
    const passed = { ...schedule, startDate: dayFromToday(-40) };
    await app.ctx.db.update(requests).set({ schedule: passed }).where(eq(requests.id, id));
    const resent = await put(customer, id, form({ schedule: passed, notes: 'Anche il sabato' }));
    expect(resent.statusCode).toBe(400);
    expect(resent.json().error.fields['schedule.startDate']).toMatch(/già passata/);
    // An older client's edit without 'Quando' changes the rest and leaves the section as it is.
    const without = await put(customer, id, form({ notes: 'Anche il sabato' }));
    expect(without.statusCode).toBe(200);
    expect(without.json().schedule.startDate).toBe(passed.startDate);
  });

  it('a typed address without a saved one is stored as typed, not dropped', async () => {
    const res = await create(
      customer,
      form({
        addressID: null,
        address: 'Via Po 12',
        city: 'Torino',
        province: 'to',
        postalCode: '10124',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toEqual({
      id: null,
      street: 'Via Po 12',
      city: 'Torino',
      province: 'TO',
      postalCode: '10124',
    });
    const backOffice = await get(tutor, `/v1/backoffice/requests/${res.json().id}`);
    expect(backOffice.json().address).toMatchObject({ street: 'Via Po 12', postalCode: '10124' });
  });

  it('a saved address wins over the typed copy', async () => {
    const res = await create(customer, form({ address: 'Altra via 3', city: 'Altrove' }));
    expect(res.json().address.id).toBe(ids.home);
    expect(res.json().address.street).not.toBe('Altra via 3');
  });

  it('a wrong CAP or province is refused in Italian', async () => {
    const before = await count();
    const res = await create(
      customer,
      form({ addressID: null, address: 'Via Po 12', province: 'Torino', postalCode: '1012' }),
    );
    expect(fieldErrorsOf(res)).toEqual({
      'body.province': 'Sigla della provincia non valida',
      'body.postalCode': 'CAP non valido',
    });
    expect(await count()).toBe(before);
  });
});
