import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, injectAs } from '../../../test/helpers';
import { seedCaregiverProfiles } from '../../../test/workflow-fixtures';
import { useWorkflowJourney } from '../../../test/workflow-journey';
import { caregivers } from '../../db/schema/caregivers';
import { requests } from '../../db/schema/requests';

// Issue 23: the caregiver's profile (back-office form, the family's view), the refusal to
// propose a caregiver held elsewhere, and the suggestions ranked for a request.

const TORINO = '001272';
const MONCALIERI = '001156';

describe('caregiver profiles, commitments and suggestions', () => {
  const journey = useWorkflowJourney();
  const { app, tutor, asTutor, selection, clock } = journey;
  beforeAll(() => seedCaregiverProfiles(app));

  const saveCaregiver = (payload: object, docRef?: string) =>
    app.inject({
      method: docRef ? 'PUT' : 'POST',
      url: `/v1/backoffice/caregivers${docRef ? `/${docRef}` : ''}`,
      headers: tutor.headers,
      payload: { active: true, ...payload },
    });
  const setReason = (id: number, docRef: string, reason: string | null) =>
    app.inject({
      method: 'PATCH',
      url: `/v1/backoffice/requests/${id}/candidates/${docRef}`,
      headers: tutor.headers,
      payload: { reason },
    });
  const babysitter = {
    type: 'babysitter',
    name: 'Alba',
    surname: 'Test',
    province: 'TO',
    languages: ['italian'],
  };

  it('takes a person’s name, as a family’s: at least a letter', async () => {
    const digits = await saveCaregiver({ ...babysitter, name: '123', surname: '!!' });
    expect(digits.statusCode).toBe(400);
    const letters = 'Scrivi il nome con le lettere: numeri, simboli ed emoji da soli non bastano';
    expect(fieldErrorsOf(digits)).toEqual({ 'body.name': letters, 'body.surname': letters });
    // An apostrophe or an accent is a name.
    expect(
      (await saveCaregiver({ ...babysitter, name: 'Nicolò', surname: "D'Amico" })).statusCode,
    ).toBe(201);
  });

  it('the back-office form saves the profile fields, checked against the gazetteer and the type', async () => {
    const created = await saveCaregiver({
      ...babysitter,
      birthDate: '1990-06-15',
      comune: TORINO,
      workComuni: [MONCALIERI],
      workProvinces: ['TO', 'AT'],
      skills: ['homework-help', 'taxi-sitter'],
      yearsOfExperience: 7,
      availability: ['mon-aft', 'tue-aft'],
      liveIn: false,
      presentation: 'Mi piace leggere con i bambini.',
      email: ' elisa.ferri@example.it ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      // For the tutors, trimmed.
      email: 'elisa.ferri@example.it',
      comune: TORINO,
      comuneName: 'Torino',
      workComuni: [MONCALIERI],
      // Named for the form's comuni field.
      workComuniLabels: [{ code: MONCALIERI, label: 'Moncalieri (TO)' }],
      skills: ['homework-help', 'taxi-sitter'],
      yearsOfExperience: 7,
      availability: ['mon-aft', 'tue-aft'],
    });
    const docRef = created.json().docRef;

    const badEmail = await saveCaregiver({ ...babysitter, email: 'elisa@example' }, docRef);
    expect(fieldErrorsOf(badEmail)).toEqual({ 'body.email': 'Formato email non corretto' });
    const unknown = await saveCaregiver({ ...babysitter, comune: '999999' }, docRef);
    expect(fieldErrorsOf(unknown)).toEqual({ comune: 'Comune non trovato' });
    const unknownWork = await saveCaregiver({ ...babysitter, workComuni: ['999999'] }, docRef);
    expect(fieldErrorsOf(unknownWork)).toEqual({
      workComuni: 'Uno dei comuni non è stato trovato',
    });
    const petSkill = await saveCaregiver({ ...babysitter, skills: ['dog-walking'] }, docRef);
    expect(petSkill.statusCode).toBe(400);
    expect(petSkill.json().error.fields.skills).toContain('Babysitter');
    const badCell = await saveCaregiver({ ...babysitter, availability: ['mon-night'] }, docRef);
    expect(badCell.statusCode).toBe(400);
    const negative = await saveCaregiver({ ...babysitter, yearsOfExperience: -1 }, docRef);
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json().error)).toContain(
      'Gli anni di esperienza non possono essere negativi',
    );
    await app.inject({
      method: 'DELETE',
      url: `/v1/backoffice/caregivers/${docRef}`,
      headers: tutor.headers,
    });
  });

  it('shows the family the profile with badges and the reason, only once published, without private data', async () => {
    const { id } = await journey.acceptedRequest();
    await app.ctx.db
      .update(caregivers)
      .set({ email: 'martina.rossi@example.it' })
      .where(eq(caregivers.docRef, 'cg-martina-rossi'));
    await app.ctx.db
      .update(requests)
      .set({ needs: 'Aiuto compiti', languages: ['italian', 'english'] })
      .where(eq(requests.id, id));
    await asTutor('POST', `/${id}/start-selection`);
    const added = await asTutor('POST', `/${id}/candidates`, {
      docRef: 'cg-martina-rossi',
      reason: 'Segue i compiti anche in inglese.',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().reason).toBe('Segue i compiti anche in inglese.');
    await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-sofia-ricci' });
    const edited = await setReason(id, 'cg-sofia-ricci', '  Parla francese.  ');
    expect(edited.json().reason).toBe('Parla francese.');
    expect((await setReason(id, 'cg-luca-marino', 'x')).statusCode).toBe(404);

    // Unpublished: the family sees nothing.
    expect(await selection(id, 'SELECTED')).toEqual([]);
    expect((await asTutor('POST', `/${id}/publish-candidates`)).statusCode).toBe(200);
    // Published: the reason is no longer editable (the family has read it).
    expect((await setReason(id, 'cg-sofia-ricci', 'Altro')).statusCode).toBe(409);

    const [martina, sofia] = await selection(id, 'SELECTED');
    const today = new Date(clock().now());
    const expectedAge =
      today.getUTCFullYear() - 1994 - (today.toISOString().slice(5, 10) < '03-12' ? 1 : 0);
    expect(martina).toMatchObject({
      docRef: 'cg-martina-rossi',
      babysitter: { info: { name: 'Martina', phone: null } },
      age: expectedAge,
      comune: 'Torino',
      yearsOfExperience: 6,
      languages: ['italian', 'english'],
      // Both asked and spoken: Italian too, though it tells no caregiver apart in the ranking.
      matchingLanguages: ['italian', 'english'],
      liveIn: false,
      reason: 'Segue i compiti anche in inglese.',
      reviews: [],
      rating: null,
      badges: [
        { kind: 'identity-document', label: 'Documento verificato' },
        { kind: 'references', label: 'Referenze verificate' },
        { kind: 'agency-interview', label: 'Colloquio con Equilibrio' },
        { kind: 'criminal-record', label: 'Casellario verificato' },
        { kind: 'first-aid', label: 'Primo soccorso' },
      ],
    });
    // The request's needs first and highlighted; the quote's mon-wed-fri afternoons matched.
    expect(martina.skills[0]).toEqual({
      code: 'homework-help',
      label: 'Aiuto compiti',
      matches: true,
    });
    expect(martina.skills.slice(1).every((s: { matches: boolean }) => !s.matches)).toBe(true);
    expect(martina.matchingAvailability).toEqual(['mon-aft', 'wed-aft', 'fri-aft']);
    expect(sofia.reason).toBe('Parla francese.');
    // Sent with her criminal record seen, her references still being called: no badge for them.
    expect(sofia.badges.map((b: { kind: string }) => b.kind)).toEqual([
      'identity-document',
      'agency-interview',
      'criminal-record',
    ]);
    // The checks' dates, notes, references and tutor never reach the family.
    const body = JSON.stringify([martina, sofia]);
    for (const secret of [
      'checkedOn',
      'notes',
      'tutorUid',
      'Due famiglie',
      'birthDate',
      '+39',
      'martina.rossi@example.it',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('refuses a caregiver held on another open request unless the tutor confirms', async () => {
    const held = await journey.hiredRequest('cg-luca-marino');
    const { id } = await journey.acceptedRequest();
    await asTutor('POST', `/${id}/start-selection`);
    const refused = await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-luca-marino' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: `Luca Marino ha già un incarico su #${held}. Conferma per proporre comunque il profilo.`,
      fields: { confirmBusy: `Ha già un incarico su #${held}. Proporre comunque il profilo?` },
    });
    expect((await journey.detail(id)).candidates).toEqual([]);
    const confirmed = await asTutor('POST', `/${id}/candidates`, {
      docRef: 'cg-luca-marino',
      confirmBusy: true,
    });
    expect(confirmed.statusCode).toBe(201);
    // A mere candidate elsewhere (not chosen) holds nobody.
    const other = await journey.acceptedRequest();
    await asTutor('POST', `/${other.id}/start-selection`);
    expect(
      (await asTutor('POST', `/${other.id}/candidates`, { docRef: 'cg-sofia-ricci' })).statusCode,
    ).toBe(201);
  });

  it('does not call a caregiver free at the times they are committed to on another request', async () => {
    const make = async (name: string) => {
      const res = await saveCaregiver({
        ...babysitter,
        name,
        surname: 'Impegni',
        comune: TORINO,
        availability: ['mon-aft', 'tue-aft', 'wed-aft', 'thu-aft', 'fri-aft'],
      });
      expect(res.statusCode).toBe(201);
      return res.json().docRef as string;
    };
    // Made first: on equal scores she would come first.
    const committed = await make('Occupata');
    const free = await make('Libera');
    // Chosen and in service on another request whose quote asks lun, mer, ven pomeriggio.
    const held = await journey.hiredRequest(committed);
    const { id } = await journey.acceptedRequest();
    type Suggestion = {
      caregiver: {
        docRef: string;
        busyOn: number[];
        commitments: { requestId: number; cells: string[] }[];
      };
      reasons: string[];
    };
    const ours = async () => {
      const res = await asTutor('GET', `/${id}/suggestions`);
      expect(res.statusCode).toBe(200);
      return (res.json() as Suggestion[]).filter((s) =>
        [committed, free].includes(s.caregiver.docRef),
      );
    };

    // The same slots: she is not said 'Disponibile lun, mer, ven pomeriggio', and ranks below.
    const same = await ours();
    expect(same.map((s) => s.caregiver.docRef)).toEqual([free, committed]);
    expect(same[0]!.reasons).toContain('Disponibile lun, mer, ven pomeriggio');
    expect(same[1]!.reasons.filter((r) => r.startsWith('Disponibile'))).toEqual([]);
    expect(same[1]!.caregiver.busyOn).toEqual([held]);
    expect(same[1]!.caregiver.commitments).toEqual([
      { requestId: held, cells: ['mon-aft', 'wed-aft', 'fri-aft'] },
    ]);
    expect(same[0]!.caregiver.commitments).toEqual([]);

    // Every row that names her for this request says it: the picker's page…
    const heldTimes = [{ requestId: held, cells: ['mon-aft', 'wed-aft', 'fri-aft'] }];
    const picker = await injectAs(app, tutor, 'GET', '/v1/backoffice/caregivers?q=Impegni');
    expect(picker.statusCode).toBe(200);
    const pickerRows = new Map(
      (picker.json().content as Suggestion['caregiver'][]).map((c) => [c.docRef, c.commitments]),
    );
    expect(pickerRows.get(committed)).toEqual(heldTimes);
    expect(pickerRows.get(free)).toEqual([]);
    // …her candidate once proposed, as the add answers and as the request page lists it…
    await asTutor('POST', `/${id}/start-selection`);
    const added = await asTutor('POST', `/${id}/candidates`, {
      docRef: committed,
      confirmBusy: true,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().commitments).toEqual(heldTimes);
    const listed = (await journey.detail(id)).candidates as Suggestion['caregiver'][];
    expect(listed.map((c) => c.commitments)).toEqual([heldTimes]);
    // …but never the request she is held on, on its own page.
    const own = (await journey.detail(held)).candidates as Suggestion['caregiver'][];
    expect(own.map((c) => c.commitments)).toEqual([[]]);
    await asTutor('DELETE', `/${id}/candidates/${committed}`);

    // The quote asks lun–ven: she is free on the days the other request leaves her.
    const [row] = await app.ctx.db
      .select({ detail: requests.requestDetail })
      .from(requests)
      .where(eq(requests.id, id));
    await app.ctx.db
      .update(requests)
      .set({ requestDetail: { ...row!.detail, workDays: 'mon-tue-wed-thu-fri' } })
      .where(eq(requests.id, id));
    const partial = await ours();
    expect(partial.map((s) => s.caregiver.docRef)).toEqual([free, committed]);
    expect(partial[0]!.reasons).toContain('Disponibile lun–ven pomeriggio');
    expect(partial[1]!.reasons).toContain('Disponibile mar, gio pomeriggio (2 fasce su 5)');
  });

  it('ranks caregivers for the request: same comune, then province, skills, languages, availability', async () => {
    const make = async (name: string, profile: object) => {
      const res = await saveCaregiver({
        type: 'babysitter',
        name,
        surname: 'Rank',
        province: 'AT',
        ...profile,
      });
      expect(res.statusCode).toBe(201);
      return res.json().docRef as string;
    };
    const ASTI = '005005';
    const near = await make('Vicina', {
      comune: ASTI,
      languages: ['italian', 'english'],
      skills: ['homework-help'],
      availability: ['mon-aft', 'wed-aft', 'fri-aft'],
      yearsOfExperience: 4,
    });
    const province = await make('Provincia', {
      comune: '005109',
      languages: ['italian', 'english'],
      skills: ['homework-help'],
      availability: ['mon-aft', 'wed-aft', 'fri-aft'],
      yearsOfExperience: 9,
    });
    const worksHere = await make('Pendolare', {
      province: 'TO',
      comune: TORINO,
      workComuni: [ASTI],
      languages: ['italian'],
      // No availability given: nobody knows yet, still suggested.
      yearsOfExperience: 1,
    });
    // Free only in the evenings, as she said: the request asks afternoons, she is not suggested.
    const evenings = await make('Serale', {
      comune: ASTI,
      languages: ['italian', 'english'],
      skills: ['homework-help'],
      availability: ['mon-eve', 'wed-eve', 'fri-eve'],
      yearsOfExperience: 9,
    });
    const elsewhere = await make('Lontana', { province: 'GE', skills: ['homework-help'] });

    const { id } = await journey.acceptedRequest();
    await app.ctx.db
      .update(requests)
      .set({
        city: 'Asti',
        province: 'AT',
        needs: 'Aiuto compiti',
        languages: ['italian', 'english'],
      })
      .where(eq(requests.id, id));
    // The nearest one's criminal record is of 2015: the suggestion carries its day (the row
    // says it expired up front, before 'Proponi').
    const old = await injectAs(app, tutor, 'POST', `/v1/backoffice/caregivers/${near}/checks`, {
      kind: 'criminal-record',
      checkedOn: '2015-01-01',
    });
    expect(old.statusCode, old.body).toBe(200);
    // The third one's references are verified: the suggestion says which checks were passed
    // (the row tells a babysitter's unverified references before 'Proponi').
    const references = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/caregivers/${province}/checks`,
      { kind: 'references', checkedOn: '2026-01-10' },
    );
    expect(references.statusCode, references.body).toBe(200);
    const res = await asTutor('GET', `/${id}/suggestions`);
    expect(res.statusCode).toBe(200);
    const suggestions = res.json() as {
      caregiver: { docRef: string; criminalRecordOn: string | null; checkKinds: string[] };
      reasons: string[];
      score: number;
    }[];
    const order = suggestions.map((s) => s.caregiver.docRef);
    expect(order).toEqual([near, worksHere, province]);
    expect(order).not.toContain(elsewhere);
    expect(order).not.toContain(evenings);
    expect(suggestions.map((s) => s.caregiver.criminalRecordOn)).toEqual([
      '2015-01-01',
      null,
      null,
    ]);
    expect(suggestions.map((s) => s.caregiver.checkKinds)).toEqual([
      ['criminal-record'],
      [],
      ['references'],
    ]);
    expect(suggestions[0]!.reasons).toEqual([
      'Stesso comune',
      'Aiuto compiti',
      'Parla inglese',
      'Disponibile lun, mer, ven pomeriggio',
      '4 anni di esperienza',
    ]);
    expect(suggestions[1]!.reasons).toEqual(['Stesso comune']);
    expect(suggestions[2]!.reasons[0]).toBe('Stessa provincia');

    // A candidate of the request is no longer suggested.
    await asTutor('POST', `/${id}/start-selection`);
    await asTutor('POST', `/${id}/candidates`, { docRef: near });
    const after = (await asTutor('GET', `/${id}/suggestions`)).json();
    expect(after.map((s: { caregiver: { docRef: string } }) => s.caregiver.docRef)).toEqual([
      worksHere,
      province,
    ]);
    expect((await asTutor('GET', '/999999/suggestions')).statusCode).toBe(404);
  });
});
