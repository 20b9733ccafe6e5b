import fs from 'node:fs';
import path from 'node:path';
import { pendingVettingChecks } from '@equilibrio/contract/caregiver-checks';
import { comuneProvinceProblem, experienceProblem } from '@equilibrio/contract/caregiver-profile';
import { lacksCriminalRecord } from '@equilibrio/contract/criminal-record';
import { type CaregiverType, requestStatuses } from '@equilibrio/contract/enums';
import { isoDate, romeParts } from '@equilibrio/contract/italian-format';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signedInAs } from '../../test/helpers';
import { demoRequestDetails, useDemoApp } from '../../test/workflow-fixtures';
import { resolveBundledCvFile } from '../modules/caregivers/cv-files';
import { bundledFilesDir } from '../plugins/files';
import { demo } from './identities';
import { runSeeders } from './seed';
import { demoSeeders } from './seeders';
import { inOfficeHours } from './workflow.seed';

type Detail = {
  id: number;
  status: string;
  statusBeforeStandBy: string | null;
  standByReason: string | null;
  standByResumeBy: string | null;
  events: { fromStatus: string | null; toStatus: string; createdAt: string; note: string | null }[];
  candidates: {
    caregiver: { docRef: string; photoUrl: string; hasCv: boolean; type: CaregiverType };
    checkKinds: ('criminal-record' | 'references' | 'identity-document' | 'agency-interview')[];
    criminalRecordOn: string | null;
    phase: string;
    published: boolean;
    holdExpiresAt: string | null;
    acceptedAt: string | null;
  }[];
  appointment: { dateTime: string } | null;
  rounds: { eventType: string; endDate: string | null }[];
  assistance: { type: string; handledAt: string | null; handledBy: { name: string } | null }[];
  languages: string[];
  requestDetail: { requiredLanguage: string[] } | null;
};

describe('demo data: the demo customer’s requests in every status', () => {
  const { app, tutor } = useDemoApp();
  let customerHeaders: { authorization: string };
  const details = new Map<string, Detail>();

  beforeAll(async () => {
    // The identity seeder created the demo customer's account; the test signs in as it.
    customerHeaders = (await signedInAs(app, demo.customer)).headers;
    for (const detail of await demoRequestDetails<Detail>(app, tutor)) {
      details.set(detail.status, detail);
    }
  });

  it('has one request in each of the 14 statuses, and loads only once', async () => {
    expect([...details.keys()].sort()).toEqual([...requestStatuses].sort());
    expect(await runSeeders(app.ctx, demoSeeders)).toEqual([]);
  });

  it('names who each request is for, among the demo assistiti its service looks after', async () => {
    const forWhom = async (status: string) => {
      const url = `/v2/requests/${details.get(status)!.id}`;
      const res = await app.inject({ method: 'GET', url, headers: customerHeaders });
      return (res.json().dependants as { name: string }[]).map((d) => d.name);
    };
    expect(await forWhom('INVIATO CV')).toEqual(['Sofia']); // a babysitter
    expect(await forWhom('PREVENTIVO ACCETTATO')).toEqual(['Pepe']); // a pet-sitter
    // A colf works in the house: its requests name who lives there, the child and the dog, so
    // 'Aggiungi Info' can save them (the spec requires assistiti on every request).
    expect(await forWhom('DA RICHIAMARE')).toEqual(['Sofia', 'Pepe']);
    expect(await forWhom('COLLOQUIO PRENOTATO')).toEqual(['Sofia', 'Pepe']);
    // A badante's request names the elder it is for: the mother, the father, the aunt.
    expect(await forWhom('SELEZIONE ATTIVA')).toEqual(['Rosa']);
    expect(await forWhom('DA PAGARE')).toEqual(['Franco']);
    expect(await forWhom('IN ATTESA')).toEqual(['Carla']);
  });

  it("names the family's saved address on the requests made there, as the form would", async () => {
    const addressOf = async (status: string) => {
      const url = `/v2/requests/${details.get(status)!.id}`;
      const res = await app.inject({ method: 'GET', url, headers: customerHeaders });
      return res.json().address as { id: number | null; street: string };
    };
    const saved = Object.values(
      (
        await app.inject({
          method: 'GET',
          url: `/v1/user-address?uid=${demo.customer.uid}`,
          headers: customerHeaders,
        })
      ).json() as Record<string, { id: number; street: string }>,
    );
    for (const status of ['NUOVA', 'DA RICHIAMARE', 'PAGATO']) {
      const address = await addressOf(status);
      expect(saved.find((a) => a.street === address.street)?.id).toBe(address.id);
    }
    // The mother's house in Rome is no saved address: the request keeps its own copy.
    expect(await addressOf('SELEZIONE ATTIVA')).toMatchObject({
      id: null,
      street: 'Via Cola di Rienzo 140',
    });
  });

  it('asks in each quote for the languages the family asked for', () => {
    const quoted = [...details.values()].filter((d) => d.requestDetail && d.languages.length);
    expect(quoted.length).toBeGreaterThan(5);
    for (const request of quoted) {
      expect(request.requestDetail!.requiredLanguage).toEqual(request.languages);
    }
  });

  it('gives every request a coherent history ending in its status, in time order', () => {
    for (const [status, request] of details) {
      const { events } = request;
      expect(events[0]).toMatchObject({ fromStatus: null, toStatus: 'NUOVA' });
      for (let i = 1; i < events.length; i++) {
        expect(events[i]!.fromStatus).toBe(events[i - 1]!.toStatus);
        expect(events[i]!.createdAt >= events[i - 1]!.createdAt).toBe(true);
      }
      expect(events.at(-1)!.toStatus).toBe(status);
      expect(new Date(events.at(-1)!.createdAt).getTime()).toBeLessThanOrEqual(
        app.ctx.clock.now().getTime(),
      );
    }
    expect(details.get('STAND BY')!.statusBeforeStandBy).toBe('INVIATO PREVENTIVO');
  });

  it("dates the tutors' moves in office hours (the family's at any hour)", () => {
    // Acceptances and payments are the family's (and its bank's); every other move a tutor's.
    const familyMoves = new Set(['NUOVA', 'PREVENTIVO ACCETTATO', 'DA PAGARE', 'PAGATO']);
    // The last hours before seeding are squeezed against its moment, whatever the hour.
    const before = app.ctx.clock.now().getTime() - 24 * 3_600_000;
    const tutorMoves = [...details.values()]
      .flatMap((request) => request.events)
      .filter((e) => !familyMoves.has(e.toStatus) && Date.parse(e.createdAt) < before);
    expect(tutorMoves.length).toBeGreaterThan(20);
    for (const move of tutorMoves) {
      const { hour } = romeParts(new Date(move.createdAt));
      expect({ move: move.toStatus, hour }).toEqual({
        move: move.toStatus,
        hour: expect.toSatisfy((h: number) => h >= 9 && h < 19),
      });
    }
  });

  it('moves a night step to 9:00 in Italy, on the nights the clock changes too', () => {
    const rome = (iso: string) => {
      const { hour, minute } = romeParts(inOfficeHours(new Date(iso)));
      return `${hour}:${String(minute).padStart(2, '0')}`;
    };
    expect(rome('2026-11-10T23:38:00Z')).toBe('9:38');
    // 01:38 before summer time ends (25 October 2026): a 25-hour night.
    expect(rome('2026-10-24T23:38:00Z')).toBe('9:38');
    // 00:38 before summer time starts (29 March 2026): a 23-hour night.
    expect(rome('2026-03-28T23:38:00Z')).toBe('9:38');
    // Already in office hours: as it is.
    expect(inOfficeHours(new Date('2026-11-10T10:00:00Z')).toISOString()).toBe(
      '2026-11-10T10:00:00.000Z',
    );
  });

  it('gives its stand-by and its substitution their reason, as the back office asks them', () => {
    const paused = details.get('STAND BY')!;
    const today = isoDate(romeParts(app.ctx.clock.now()));
    expect(paused.standByReason).toBe('WAITING_FAMILY');
    expect(paused.standByResumeBy! > today).toBe(true);
    expect(paused.events.at(-1)!.note).toMatch(/^In attesa di informazioni dalla famiglia — /);
    const replacing = details.get('IN ATTESA')!;
    expect(replacing.events.at(-1)!.note).toMatch(/^Richiesta della famiglia — /);
    // Asked a month into the service, days ago (not before its start, not weeks unanswered).
    const asked = Date.parse(replacing.events.at(-1)!.createdAt);
    expect(app.ctx.clock.now().getTime() - asked).toBeLessThan(10 * 24 * 3_600_000);
  });

  it('writes its pause waiting for the family what is asked of them, read long since', async () => {
    const paused = details.get('STAND BY')!;
    const res = await app.inject({
      method: 'GET',
      url: `/v2/requests/${paused.id}/messages`,
      headers: customerHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      unread: 0,
      messages: [
        { author: { role: 'tutor' }, message: expect.stringMatching(/date delle vacanze/) },
      ],
    });
  });

  it('fills what each status implies: quote, candidates, hold, interview, rounds', async () => {
    expect(details.get('NUOVA')!.requestDetail).toBeNull();
    expect(details.get('INVIATO PREVENTIVO')!.requestDetail).toMatchObject({
      netHourCost: 11,
      workDays: 'mon-wed-fri',
    });
    expect(details.get('SELEZIONE ATTIVA')!.candidates).toMatchObject([
      { published: false, phase: 'SELECTED' },
    ]);
    expect(details.get('INVIATO CV')!.candidates.filter((c) => c.published)).toHaveLength(2);
    const held = details.get('DA PAGARE')!.candidates.find((c) => c.phase === 'CHOSEN')!;
    const left = new Date(held.holdExpiresAt!).getTime() - app.ctx.clock.now().getTime();
    expect(left).toBeGreaterThan(22 * 3_600_000);
    expect(
      details.get('PAGATO')!.candidates.find((c) => c.phase === 'CHOSEN')!.acceptedAt,
    ).not.toBeNull();
    expect(
      new Date(details.get('COLLOQUIO PRENOTATO')!.appointment!.dateTime).getTime(),
    ).toBeGreaterThan(app.ctx.clock.now().getTime());
    expect(details.get('SELEZIONE COMPLETATA')!.rounds.map((r) => r.eventType)).toEqual([
      'ACTIVATION',
      'USAGE',
      'USAGE',
      'USAGE',
    ]);
    // What was worked, not what is to come: every usage ended by today.
    const today = isoDate(romeParts(app.ctx.clock.now()));
    for (const round of details.get('SELEZIONE COMPLETATA')!.rounds.slice(1)) {
      expect(round.endDate! < today).toBe(true);
    }
    // The family's message about a substitute has its tutor's answer: no family left unanswered.
    expect(details.get('IN ATTESA')!.assistance).toMatchObject([
      { type: 'SUBSTITUTION', handledAt: expect.any(String), handledBy: { name: 'Marco' } },
    ]);

    // The sweeper finds nothing to expire in fresh demo data.
    await app.jobs.runAll();
    const again = await injectAs(
      app,
      tutor,
      'GET',
      `/v1/backoffice/requests/${details.get('DA PAGARE')!.id}`,
    );
    expect(again.json().status).toBe('DA PAGARE');
  });

  it('answers the customer’s screens for every request', async () => {
    for (const [status, request] of details) {
      for (const phase of ['SELECTED', 'CHOSEN']) {
        const res = await app.inject({
          method: 'GET',
          url: `/v1/caregiver-selection/request/${request.id}/phase/${phase}`,
          headers: customerHeaders,
        });
        expect(res.statusCode).toBe(200);
      }
      const rounds = await app.inject({
        method: 'GET',
        url: `/v1/request-service-records/request/${request.id}`,
        headers: customerHeaders,
      });
      expect(rounds.statusCode).toBe(200);
      const appointment = await app.inject({
        method: 'GET',
        url: `/v1/scheduled-appointments/find/${request.id}`,
        headers: customerHeaders,
      });
      expect(appointment.statusCode).toBe(request.appointment ? 200 : 404);
      if (status === 'SELEZIONE COMPLETATA') {
        const chosen = (
          await app.inject({
            method: 'GET',
            url: `/v1/caregiver-selection/request/${request.id}/phase/CHOSEN`,
            headers: customerHeaders,
          })
        ).json();
        expect(chosen).toMatchObject([{ chosen: true, started: true, ended: false }]);
        expect(chosen[0].babysitter.info.phone).toMatch(/^\+39/);
      }
    }
  });

  it('shows real profiles on the published candidates: facts, badges, the reason; commitments', async () => {
    const inviatoCv = details.get('INVIATO CV')!;
    const candidates = (
      await app.inject({
        method: 'GET',
        url: `/v1/caregiver-selection/request/${inviatoCv.id}/phase/SELECTED`,
        headers: customerHeaders,
      })
    ).json() as {
      age: number | null;
      comune: string | null;
      skills: unknown[];
      availability: string[];
      badges: unknown[];
      reason: string | null;
    }[];
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      expect(candidate.age).toBeGreaterThan(18);
      expect(candidate.comune).not.toBeNull();
      expect(candidate.skills.length).toBeGreaterThan(0);
      expect(candidate.availability.length).toBeGreaterThan(0);
      expect(candidate.badges.length).toBeGreaterThan(0);
      expect(candidate.reason).toBeTruthy();
    }
    // Caregivers held on the demo's open requests show as committed in the picker.
    const directory = await injectAs(app, tutor, 'GET', '/v1/backoffice/caregivers?pageSize=100');
    const busy = directory
      .json()
      .content.filter((caregiver: { busyOn: number[] }) => caregiver.busyOn.length > 0);
    expect(busy.length).toBeGreaterThan(0);
  });

  it('keeps every caregiver editable: the comune in the province, experience within the age', async () => {
    const page = (
      await injectAs(app, tutor, 'GET', '/v1/backoffice/caregivers?pageSize=100')
    ).json();
    const today = isoDate(romeParts(app.ctx.clock.now()));
    const broken = (
      page.content as {
        docRef: string;
        province: string | null;
        comune: string | null;
        birthDate: string | null;
        yearsOfExperience: number | null;
      }[]
    ).filter(
      (caregiver) =>
        comuneProvinceProblem(caregiver) !== null || experienceProblem(caregiver, today) !== null,
    );
    expect(broken.map((caregiver) => caregiver.docRef)).toEqual([]);
  });

  it('sends families only babysitters and badanti whose criminal record was seen', async () => {
    const published = [...details.values()].flatMap((d) => d.candidates.filter((c) => c.published));
    const vetted = published.filter((c) => ['babysitter', 'badante'].includes(c.caregiver.type));
    expect(vetted.length).toBeGreaterThan(5);
    const today = isoDate(romeParts(app.ctx.clock.now()));
    for (const candidate of vetted) {
      // Seen within the last six months of the demo's clock: the certificate still counts.
      expect(
        lacksCriminalRecord(
          { type: candidate.caregiver.type, criminalRecordOn: candidate.criminalRecordOn },
          today,
        ),
      ).toBe(false);
    }
    // Some still lack another check, which the family's card says ('Referenze non ancora…').
    expect(vetted.some((c) => pendingVettingChecks(c.checkKinds).length > 0)).toBe(true);
    // The request being composed waits for Rosa Conti's: the tutor's move is refused, nothing sent.
    const composing = details.get('SELEZIONE ATTIVA')!;
    const refused = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${composing.id}/publish-candidates`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('casellario giudiziale di Rosa Conti');
  });

  it('ships a portrait for every caregiver and a real PDF for every CV', async () => {
    const page = (
      await injectAs(app, tutor, 'GET', '/v1/backoffice/caregivers?pageSize=100')
    ).json();
    expect(page.totalElements).toBeGreaterThanOrEqual(12);
    expect(new Set(page.content.map((c: { type: string }) => c.type))).toEqual(
      new Set(['babysitter', 'pet-sitter', 'badante', 'colf']),
    );
    expect(
      new Set(page.content.map((c: { province: string }) => c.province)).size,
    ).toBeGreaterThanOrEqual(3);
    for (const caregiver of page.content as {
      docRef: string;
      photoUrl: string;
      hasCv: boolean;
    }[]) {
      const photo = await app.inject({ method: 'GET', url: caregiver.photoUrl });
      expect(photo.statusCode).toBe(200);
      expect(photo.body).toContain('<svg');
      expect(
        fs.existsSync(path.join(bundledFilesDir, caregiver.photoUrl.replace('/files/', ''))),
      ).toBe(true);
      if (!caregiver.hasCv) continue;
      const file = resolveBundledCvFile(`cv/${caregiver.docRef}.pdf`);
      expect(file).not.toBeNull();
      const pdf = fs.readFileSync(file!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    }
  });
});
