import type { CaregiverRecord } from '@equilibrio/contract/caregivers';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/helpers';
import {
  advanceToInterview,
  babysitterServiceId,
  completePayment,
  createTestRequest,
  recordCriminalRecords,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import type { ManualClock } from '../../lib/clock';
import { italianDay } from '../../lib/clock';

const HOUR = 3_600_000;
const phoneOf = {
  'cg-martina-rossi': '+39 347 210 4581',
  'cg-chiara-esposito': '+39 333 918 2270',
  'cg-sofia-ricci': '+39 340 552 7719',
  'cg-luca-marino': '+39 349 630 1184',
} as const;
type DocRef = keyof typeof phoneOf;

/**
 * Issue 19 item 8: the customer's API carries a caregiver's phone only for the caregiver the
 * customer chose and paid for (and a substitute chosen and paid later), in every status after
 * the payment (`paidStatuses`: the interview booked and the substitution too); never for the other candidates, who stay
 * listed on the quote page, and no phone at all before the payment.
 */
describe('caregivers’ phones in the customer’s API', () => {
  const { app, customer, tutor } = useWorkflowApp();
  let serviceId: number;

  beforeAll(async () => {
    serviceId = await babysitterServiceId(app, tutor);
  });

  const asTutor = async (id: number, path: string, payload?: object) => {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/backoffice/requests/${id}${path}`,
      headers: tutor.headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(300);
  };
  const asCustomer = async (method: 'POST' | 'PATCH', url: string) => {
    const res = await app.inject({ method, url, headers: customer.headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  };
  const choose = (id: number, docRef: DocRef) =>
    asCustomer('PATCH', `/v1/caregiver-selection/request/${id}/caregiver/${docRef}/accept`);
  const status = async (id: number) =>
    (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json().status as string;

  /** Every caregiver the customer's API lists for the request (both phases), with its phone. */
  async function seen(id: number) {
    const listed: Record<string, string | null> = {};
    for (const phase of ['SELECTED', 'CHOSEN']) {
      const res = await injectAs(
        app,
        customer,
        'GET',
        `/v1/caregiver-selection/request/${id}/phase/${phase}`,
      );
      expect(res.statusCode).toBe(200);
      for (const record of res.json() as CaregiverRecord[]) {
        const profile = record.babysitter ?? record.petsitter ?? record.nurse ?? record.colf;
        listed[record.docRef] = profile!.info.phone;
      }
    }
    return listed;
  }

  /** In `expected` status the API lists `listed` and carries the phone of `withPhone` only. */
  async function expectPhones(id: number, expected: string, listed: DocRef[], withPhone: DocRef[]) {
    expect(await status(id)).toBe(expected);
    const shown = await seen(id);
    expect(Object.keys(shown).sort(), expected).toEqual([...listed].sort());
    expect(shown, expected).toEqual(
      Object.fromEntries(
        listed.map((docRef) => [docRef, withPhone.includes(docRef) ? phoneOf[docRef] : null]),
      ),
    );
  }

  it('carries a phone only for the chosen and paid caregiver, in every status', async () => {
    const id = await createTestRequest(app, customer);
    const today = italianDay(app.ctx.clock.now());
    // The latest interview booked (two days on), and the clock moved to it: its outcome can be
    // recorded.
    let interviewAt = '';
    const interview = () => {
      interviewAt = new Date(
        (app.ctx.clock as ManualClock).now().getTime() + 48 * HOUR,
      ).toISOString();
      return { dateTime: interviewAt, place: 'Via Roma 1, Torino' };
    };
    const reachInterview = () =>
      advanceToInterview(app, interviewAt, [
        { user: customer, role: 'customer' },
        { user: tutor, role: 'tutor' },
      ]);
    await expectPhones(id, 'NUOVA', [], []);
    await asTutor(id, '/quote', {
      serviceId,
      requestDetail: {
        serviceStart: today,
        serviceEnd: '2099-12-31',
        contract: 'part',
        netHourCost: 10.5,
        packageFlatCost: null,
        taxisitter: false,
        requiredLanguage: ['italian'],
        requestedExp: 2,
        workDays: 'mon-wed-fri',
        workHours: 'aft',
        numberOfChildren: 2,
      },
    });
    await asCustomer('POST', `/v1/requests/confirm-quotation?requestID=${id}`);
    await asTutor(id, '/start-selection');
    for (const docRef of ['cg-martina-rossi', 'cg-chiara-esposito', 'cg-sofia-ricci']) {
      await asTutor(id, '/candidates', { docRef });
    }
    await expectPhones(id, 'SELEZIONE ATTIVA', [], []);
    const candidates: DocRef[] = ['cg-martina-rossi', 'cg-chiara-esposito', 'cg-sofia-ricci'];
    await recordCriminalRecords(app, tutor, candidates);
    await asTutor(id, '/publish-candidates');
    await expectPhones(id, 'INVIATO CV', candidates, []);

    // Chosen but not paid yet: no phone.
    await choose(id, 'cg-martina-rossi');
    await expectPhones(id, 'DA PAGARE', candidates, []);
    // Paid: the chosen caregiver's phone, none of the other candidates'.
    await completePayment(app, id);
    await expectPhones(id, 'PAGATO', candidates, ['cg-martina-rossi']);
    // The interview booked: still paid for, the phone stays (the family may need to call).
    await asTutor(id, '/interview', interview());
    await expectPhones(id, 'COLLOQUIO PRENOTATO', candidates, ['cg-martina-rossi']);

    // The interview fails: Martina leaves the candidates (and her phone goes); Chiara is chosen.
    await reachInterview();
    await asTutor(id, '/interview-failed', { note: 'Orari incompatibili' });
    const afterInterview: DocRef[] = ['cg-chiara-esposito', 'cg-sofia-ricci'];
    await expectPhones(id, 'INVIATO CV', afterInterview, []);
    await choose(id, 'cg-chiara-esposito');
    await completePayment(app, id);
    await expectPhones(id, 'PAGATO', afterInterview, ['cg-chiara-esposito']);
    await asTutor(id, '/interview', interview());
    await reachInterview();
    await asTutor(id, '/interview-done');
    // The quote page lists the candidates in SELEZIONE COMPLETATA: still without phones.
    await expectPhones(id, 'SELEZIONE COMPLETATA', afterInterview, ['cg-chiara-esposito']);

    // A substitution: Luca is proposed, chosen and paid; Chiara stays until his interview.
    await asTutor(id, '/substitution', { reason: 'FAMILY_REQUEST' });
    await expectPhones(id, 'IN ATTESA', afterInterview, ['cg-chiara-esposito']);
    await asTutor(id, '/candidates', { docRef: 'cg-luca-marino' });
    await asTutor(id, '/new-selection');
    const withLuca: DocRef[] = [...afterInterview, 'cg-luca-marino'];
    await recordCriminalRecords(app, tutor, ['cg-luca-marino']);
    await asTutor(id, '/publish-candidates');
    await expectPhones(id, 'INVIATO CV', withLuca, []);
    await choose(id, 'cg-luca-marino');
    await expectPhones(id, 'DA PAGARE', withLuca, []);
    await completePayment(app, id);
    await expectPhones(id, 'PAGATO', withLuca, ['cg-chiara-esposito', 'cg-luca-marino']);
    await asTutor(id, '/interview', interview());
    await expectPhones(id, 'COLLOQUIO PRENOTATO', withLuca, [
      'cg-chiara-esposito',
      'cg-luca-marino',
    ]);
    await reachInterview();
    await asTutor(id, '/interview-done');
    // Chiara's service ended: she is no longer listed; Luca's phone only.
    const afterSubstitution: DocRef[] = ['cg-sofia-ricci', 'cg-luca-marino'];
    await expectPhones(id, 'SELEZIONE COMPLETATA', afterSubstitution, ['cg-luca-marino']);

    await asTutor(id, '/stand-by', { reason: 'OTHER', note: 'Famiglia in vacanza' });
    await expectPhones(id, 'STAND BY', afterSubstitution, []);
    await asTutor(id, '/resume');
    await asTutor(id, '/close', { outcome: "NON PIU' INTERESSATO", note: 'Servizio concluso' });
    await expectPhones(id, "NON PIU' INTERESSATO", afterSubstitution, []);
  });
});
