import type { InterviewInput } from '@equilibrio/contract/backoffice';
import {
  reasonedNote,
  type StandByReason,
  type SubstitutionReason,
  substitutionReasonLabels,
} from '@equilibrio/contract/backoffice-moves';
import type { BusinessLine, RequestStatus } from '@equilibrio/contract/enums';
import { romeParts } from '@equilibrio/contract/italian-format';
import type { RequestDetail } from '@equilibrio/contract/requests';
import type { WorkflowAction } from '@equilibrio/contract/workflow';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { caregivers } from '../db/schema/caregivers';
import { services } from '../db/schema/catalog';
import { userAddresses } from '../db/schema/people';
import { requests } from '../db/schema/requests';
import { users } from '../db/schema/users';
import { createManualClock, italianDay, type ManualClock } from '../lib/clock';
import { insertAssistanceMessage } from '../modules/assistance/assistance.queries';
import { storeAssistanceMessage } from '../modules/assistance/assistance.service';
import { handleThread, markThreadRead } from '../modules/assistance/conversation.queries';
import { pauseRequest } from '../modules/assistance/conversation.service';
import { insertSelection } from '../modules/workflow/selection.queries';
import { insertRound } from '../modules/workflow/service-records.queries';
import type { Actor } from '../modules/workflow/transition-def';
import { recordRequestCreated, transitionRequest } from '../modules/workflow/workflow.service';
import { demoProposalReason } from './caregiver-profiles.seed';
import { demo } from './identities';
import type { Seeder } from './seed';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Step =
  | { do: Exclude<WorkflowAction, 'standBy' | 'substitutionAsked'>; note?: string; after?: number }
  /** A substitution with its reason, as the back office's dialog asks it. */
  | { do: 'substitutionAsked'; reason: SubstitutionReason; note?: string; after?: number }
  /**
   * A pause with its reason and, if told, its 'Riprendi entro il' (days after the seeding);
   * waiting for the family, what they are asked (written to them with it, as the dialog does).
   */
  | {
      do: 'standBy';
      reason: StandByReason;
      note?: string;
      resumeInDays?: number;
      familyMessage?: string;
      after?: number;
    }
  | { do: 'quote'; detail: RequestDetail; after?: number }
  | { do: 'candidates'; docRefs: string[]; after?: number }
  | { do: 'accept'; docRef: string; after?: number; hoursBeforeSeeding?: number }
  | {
      do: 'interview';
      /** Days after the booking, or after the seeding when `fromSeeding`. */
      inDays: number;
      fromSeeding?: boolean;
      where: Pick<InterviewInput, 'place' | 'videoLink' | 'notes'>;
      after?: number;
    }
  | {
      do: 'rounds';
      rounds: { type: 'USAGE' | 'TRIAL'; daysAgo: number; hours: number; paid: boolean }[];
    }
  | { do: 'assistance'; type: 'GENERIC' | 'SUBSTITUTION'; message: string; after?: number }
  /** The tutor's answer in the request's conversation: handled, and read on both sides. */
  | { do: 'reply'; message: string; after?: number };

type DemoRequest = {
  status: RequestStatus;
  businessLine: BusinessLine;
  city: string;
  province: string;
  street: string;
  postalCode: string;
  languages: string[];
  message: string;
  /** How long ago the request was sent. */
  daysAgo: number;
  steps: Step[];
};

const isoDay = (date: Date) => italianDay(date);

/** A quote with dates relative to the seeding day. */
export function demoQuote(
  now: Date,
  startInDays: number,
  months: number,
  extra: Partial<RequestDetail>,
): RequestDetail {
  const start = new Date(now.getTime() + startInDays * DAY);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return {
    serviceStart: isoDay(start),
    serviceEnd: isoDay(end),
    contract: 'part',
    netHourCost: null,
    packageFlatCost: null,
    taxisitter: false,
    requiredLanguage: ['italian'],
    requestedExp: 2,
    workDays: 'mon-tue-wed-thu-fri',
    workHours: 'aft',
    numberOfChildren: null,
    animals: [],
    dogHealing: [],
    dogHosting: [],
    ...extra,
  };
}

function babysitterQuote(now: Date, startInDays: number) {
  return demoQuote(now, startInDays, 6, {
    netHourCost: 11,
    requiredLanguage: ['italian', 'english'],
    workDays: 'mon-wed-fri',
    workHours: 'aft',
    // The demo family has one child, Sofia (personal-area.seed).
    numberOfChildren: 1,
  });
}

/**
 * The demo customer's requests, one in every status, each reached by replaying the real
 * transitions (with the clock moved back in time), so histories, holds, interviews and rounds
 * are exactly what the product would have recorded.
 */
function demoRequests(now: Date): DemoRequest[] {
  const turin = { city: 'Torino', province: 'TO', street: 'Via Po 12', postalCode: '10123' };
  // Turin and Milan are the family's saved addresses (personal-area.seed): their requests name
  // them, as the form would have; Rome (the mother's) and Bologna (the dog's holiday) were saved
  // once and removed since: those requests keep their own copy of the address.
  const milan = {
    city: 'Milano',
    province: 'MI',
    street: 'Corso Buenos Aires 45',
    postalCode: '20124',
  };
  const rome = {
    city: 'Roma',
    province: 'RM',
    street: 'Via Cola di Rienzo 140',
    postalCode: '00192',
  };
  const bologna = {
    city: 'Bologna',
    province: 'BO',
    street: 'Via Santo Stefano 33',
    postalCode: '40125',
  };
  // Up to the selection, with the quote's terms as the family's message asks them.
  const toSelection = (extra: Partial<RequestDetail> = {}): Step[] => [
    { do: 'markToCall', note: 'Primo contatto: richiamare in serata', after: 3 * HOUR },
    { do: 'quote', detail: { ...babysitterQuote(now, 10), ...extra }, after: DAY },
    { do: 'acceptQuote', after: 6 * HOUR },
    { do: 'startSelection', after: 2 * HOUR },
  ];
  return [
    {
      status: 'NUOVA',
      businessLine: 'BABYSITTER',
      ...turin,
      languages: ['italian', 'english'],
      message: 'Cerchiamo una babysitter per nostra figlia Sofia (4 anni) dopo la scuola.',
      daysAgo: 1,
      steps: [],
    },
    {
      status: 'DA RICHIAMARE',
      businessLine: 'COLF',
      ...milan,
      languages: ['italian'],
      message: 'Pulizie settimanali per un appartamento di 90 mq.',
      daysAgo: 3,
      steps: [
        { do: 'markToCall', note: 'Non risponde, riprovare giovedì mattina', after: 5 * HOUR },
      ],
    },
    {
      status: 'INVIATO PREVENTIVO',
      businessLine: 'BABYSITTER',
      ...turin,
      languages: ['italian', 'english'],
      message: 'Babysitter per tre pomeriggi a settimana, con aiuto compiti.',
      daysAgo: 4,
      steps: [
        { do: 'markToCall', note: 'Concordato un orario per la chiamata', after: 2 * HOUR },
        { do: 'quote', detail: babysitterQuote(now, 14), after: DAY },
      ],
    },
    {
      status: 'PREVENTIVO ACCETTATO',
      businessLine: 'PETSITTER',
      ...turin,
      languages: [],
      message: 'Passeggiate quotidiane per il nostro labrador mentre siamo al lavoro.',
      daysAgo: 5,
      steps: [
        {
          do: 'quote',
          detail: demoQuote(now, 7, 3, {
            netHourCost: 9,
            workDays: 'mon-tue-wed-thu-fri',
            workHours: 'mor',
            animals: ['dog2'],
            dogHealing: ['dog2'],
            walking: true,
            homeService: true,
          }),
          after: DAY,
        },
        { do: 'acceptQuote', after: 4 * HOUR },
      ],
    },
    {
      status: 'SELEZIONE ATTIVA',
      businessLine: 'NURSE',
      ...rome,
      languages: ['italian'],
      message: 'Badante diurna per mia madre di 79 anni, parzialmente autosufficiente.',
      daysAgo: 6,
      steps: [
        {
          do: 'quote',
          detail: demoQuote(now, 12, 12, {
            contract: 'full',
            packageFlatCost: 1450,
            workDays: 'mon-tue-wed-thu-fri-sat',
            workHours: 'mor-aft',
            dayShift: true,
            changing: true,
            glycemia: true,
          }),
          after: DAY,
        },
        { do: 'acceptQuote', after: 5 * HOUR },
        { do: 'startSelection', after: 3 * HOUR },
        // Being composed: invisible to the customer until published.
        { do: 'candidates', docRefs: ['cg-rosa-conti'], after: DAY },
      ],
    },
    {
      status: 'INVIATO CV',
      businessLine: 'BABYSITTER',
      ...turin,
      languages: ['italian', 'english'],
      message: 'Babysitter per nostra figlia Sofia tre pomeriggi a settimana, fino a sera.',
      daysAgo: 8,
      steps: [
        ...toSelection({ workHours: 'aft-eve' }),
        {
          do: 'candidates',
          // The family is in Torino: the two babysitters of the Torino area (Luca lives in Monza).
          docRefs: ['cg-martina-rossi', 'cg-sofia-ricci'],
          after: DAY,
        },
        { do: 'publishCandidates', after: 2 * HOUR },
      ],
    },
    {
      status: 'DA PAGARE',
      businessLine: 'NURSE',
      ...turin,
      languages: ['italian'],
      message: 'Assistenza notturna per mio padre dopo un ricovero.',
      daysAgo: 7,
      steps: [
        {
          do: 'quote',
          detail: demoQuote(now, 5, 6, {
            contract: 'full',
            packageFlatCost: 1680,
            workDays: 'mon-tue-wed-thu-fri-sat-sun',
            workHours: 'eve',
            nightShift: true,
            injections: true,
          }),
          after: DAY,
        },
        { do: 'acceptQuote', after: 3 * HOUR },
        { do: 'startSelection', after: HOUR },
        { do: 'candidates', docRefs: ['cg-ana-popescu', 'cg-irina-kovalenko'], after: DAY },
        { do: 'publishCandidates', after: HOUR },
        // Chosen an hour before the seeding: the hold still runs for about 23 hours.
        { do: 'accept', docRef: 'cg-ana-popescu', hoursBeforeSeeding: 1 },
      ],
    },
    {
      status: 'PAGATO',
      businessLine: 'BABYSITTER',
      ...milan,
      languages: ['italian', 'spanish'],
      message: 'Taxi-sitter per accompagnare i bambini a nuoto il martedì e il giovedì.',
      daysAgo: 10,
      steps: [
        ...toSelection({ workDays: 'tue-thu', taxisitter: true }),
        { do: 'candidates', docRefs: ['cg-chiara-esposito', 'cg-luca-marino'], after: DAY },
        { do: 'publishCandidates', after: HOUR },
        { do: 'accept', docRef: 'cg-chiara-esposito', after: DAY },
        { do: 'confirmPayment', note: 'Pagamento con carta', after: 2 * HOUR },
      ],
    },
    {
      status: 'COLLOQUIO PRENOTATO',
      businessLine: 'COLF',
      ...turin,
      languages: ['italian', 'french'],
      message: 'Colf per pulizie e stiro due mattine a settimana.',
      daysAgo: 12,
      steps: [
        {
          do: 'quote',
          detail: demoQuote(now, 6, 6, {
            netHourCost: 12.5,
            workDays: 'tue-fri',
            workHours: 'mor',
            cleaning: true,
          }),
          after: DAY,
        },
        { do: 'acceptQuote', after: 5 * HOUR },
        { do: 'startSelection', after: HOUR },
        { do: 'candidates', docRefs: ['cg-francesca-deluca', 'cg-lucia-costa'], after: DAY },
        { do: 'publishCandidates', after: HOUR },
        { do: 'accept', docRef: 'cg-francesca-deluca', after: DAY },
        { do: 'confirmPayment', after: 3 * HOUR },
        {
          do: 'interview',
          inDays: 3,
          fromSeeding: true,
          where: { place: 'Via Po 12, Torino', notes: 'Citofono Bianchi, secondo piano.' },
          after: DAY,
        },
      ],
    },
    {
      status: 'SELEZIONE COMPLETATA',
      businessLine: 'BABYSITTER',
      ...turin,
      languages: ['italian', 'english'],
      message: 'Babysitter per il rientro da scuola e i compiti.',
      daysAgo: 45,
      steps: [
        { do: 'markToCall', after: 4 * HOUR },
        { do: 'quote', detail: babysitterQuote(now, -20), after: DAY },
        { do: 'acceptQuote', after: 8 * HOUR },
        { do: 'startSelection', after: 2 * HOUR },
        { do: 'candidates', docRefs: ['cg-martina-rossi', 'cg-sofia-ricci'], after: 2 * DAY },
        { do: 'publishCandidates', after: HOUR },
        { do: 'accept', docRef: 'cg-martina-rossi', after: DAY },
        { do: 'confirmPayment', after: 2 * HOUR },
        {
          do: 'interview',
          inDays: 2,
          where: { videoLink: 'https://meet.equilibrio.it/colloquio-martina' },
          after: DAY,
        },
        { do: 'interviewDone', after: 3 * DAY },
        {
          do: 'rounds',
          rounds: [
            // Weeks of the service (started 20 days ago), each of five days and all past: the
            // register showed one 'Da pagare' still to come.
            { type: 'USAGE', daysAgo: 19, hours: 12, paid: true },
            { type: 'USAGE', daysAgo: 12, hours: 12, paid: true },
            { type: 'USAGE', daysAgo: 6, hours: 9, paid: false },
          ],
        },
      ],
    },
    {
      status: 'IN ATTESA',
      businessLine: 'NURSE',
      ...milan,
      languages: ['italian', 'spanish'],
      message: 'Badante convivente per mia zia, con esperienza di Alzheimer.',
      daysAgo: 60,
      steps: [
        {
          do: 'quote',
          detail: demoQuote(now, -35, 12, {
            contract: 'full',
            packageFlatCost: 1590,
            workDays: 'mon-tue-wed-thu-fri-sat',
            workHours: 'mor-aft-eve',
            coliving: true,
            mentalIllness: true,
          }),
          after: 2 * DAY,
        },
        { do: 'acceptQuote', after: 6 * HOUR },
        { do: 'startSelection', after: 2 * HOUR },
        { do: 'candidates', docRefs: ['cg-maria-fernandez', 'cg-ana-popescu'], after: 2 * DAY },
        { do: 'publishCandidates', after: HOUR },
        { do: 'accept', docRef: 'cg-maria-fernandez', after: DAY },
        { do: 'confirmPayment', after: 2 * HOUR },
        {
          do: 'interview',
          inDays: 2,
          where: { place: 'Corso Buenos Aires 45, Milano' },
          after: HOUR,
        },
        { do: 'interviewDone', after: 3 * DAY },
        // After the activation (the interview's success), a first week of use.
        { do: 'rounds', rounds: [{ type: 'USAGE', daysAgo: 30, hours: 20, paid: true }] },
        // A month into the service (it started 35 days ago), a few days before seeding: the
        // family asks for a replacement, which the tutor is still looking for.
        {
          do: 'assistance',
          type: 'SUBSTITUTION',
          message: 'La badante deve tornare nel suo paese per un mese: serve una sostituta.',
          after: 45 * DAY,
        },
        {
          do: 'reply',
          message:
            'Grazie per averci avvisato. Cerchiamo subito una sostituta per il mese di assenza e ti proponiamo i profili appena li abbiamo selezionati, senza nuovi costi. Ti chiamo domani mattina per organizzare insieme le date.',
          after: 2 * HOUR,
        },
        {
          do: 'substitutionAsked',
          reason: 'FAMILY_REQUEST',
          note: 'Sentita la signora al telefono: cerchiamo una sostituta',
          after: 2 * HOUR,
        },
      ],
    },
    {
      status: 'STAND BY',
      businessLine: 'PETSITTER',
      ...bologna,
      languages: [],
      message: 'Pensione per il nostro cane Pepe mentre siamo in vacanza.',
      daysAgo: 9,
      steps: [
        {
          do: 'quote',
          detail: demoQuote(now, 40, 1, {
            packageFlatCost: 320,
            contract: 'occ',
            // Pepe, the family's dog (personal-area.seed): the request is for him.
            animals: ['dog2'],
            dogHosting: ['dog2'],
            hosting: true,
            // A boarding: every day, all day.
            workDays: 'mon-tue-wed-thu-fri-sat-sun',
            workHours: 'mor-aft-eve',
          }),
          after: DAY,
        },
        {
          do: 'standBy',
          reason: 'WAITING_FAMILY',
          note: 'La signora deciderà le date delle vacanze a fine mese',
          resumeInDays: 24,
          familyMessage:
            'Per organizzare la pensione di Pepe ci servono le date delle vacanze: quando le decidete, ce le scrivi qui? Intanto la richiesta resta in pausa, senza costi.',
          after: 2 * DAY,
        },
      ],
    },
    {
      status: "NON PIU' INTERESSATO",
      businessLine: 'COLF',
      ...rome,
      languages: ['italian'],
      message: 'Aiuto in casa per un trasloco.',
      daysAgo: 20,
      steps: [
        {
          do: 'quote',
          detail: demoQuote(now, -10, 1, { packageFlatCost: 400, contract: 'occ', cleaning: true }),
          after: DAY,
        },
        { do: 'closeNotInterested', note: 'Ha trovato aiuto tramite conoscenti', after: 3 * DAY },
      ],
    },
    {
      status: 'NON RISPONDE',
      businessLine: 'BABYSITTER',
      ...rome,
      languages: ['italian'],
      message: 'Babysitter occasionale nel weekend.',
      daysAgo: 25,
      steps: [
        { do: 'markToCall', note: 'Segreteria telefonica', after: DAY },
        {
          do: 'closeNoAnswer',
          note: 'Nessuna risposta dopo tre tentativi e una email',
          after: 5 * DAY,
        },
      ],
    },
  ];
}

async function serviceFor(tx: Db, businessLine: BusinessLine) {
  const [row] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.businessLine, businessLine), eq(services.customerType, 'B2C')));
  if (!row) throw new Error(`demo data: no B2C service for ${businessLine}`);
  return row.id;
}

/** Steps the family (or its bank) takes: any hour. The others are a tutor's: office hours. */
const familySteps = new Set<Step['do']>(['acceptQuote', 'accept', 'confirmPayment', 'assistance']);

/**
 * `at`, or the next office moment (9:00–19:00 in Italy) at the same minutes: a tutor's reply of
 * 01:05 and a status change of 03:05 read as a night shift in the demo's history.
 */
export function inOfficeHours(at: Date) {
  const { hour } = romeParts(at);
  if (hour >= 9 && hour < 19) return at;
  const hoursToNine = (9 - hour + 24) % 24;
  const next = new Date(at.getTime() + hoursToNine * HOUR);
  // A night that changes Italy's clock (summer time ends or starts) is 25 or 23 hours long: the
  // same count of hours lands at 8:00 or 10:00 (a demo seeded in early December put a tutor's move
  // of 25 October at 8:38).
  return new Date(next.getTime() + (9 - romeParts(next).hour) * HOUR);
}

async function replay(
  ctx: AppContext,
  tx: Db,
  clock: ManualClock,
  requestId: number,
  spec: DemoRequest,
  seedNow: Date,
) {
  const customer: Actor = { role: 'customer', uid: demo.customer.uid };
  const tutor: Actor = { role: 'tutor', uid: demo.tutor.uid };
  const move = (action: WorkflowAction, actor: Actor, extra: object = {}) =>
    transitionRequest(ctx, tx, {
      requestId,
      action,
      actor,
      notify: false,
      ...extra,
    } as Parameters<typeof transitionRequest>[2]);
  for (const step of spec.steps) {
    clock.advance('after' in step && step.after ? step.after : HOUR);
    // The family writes, accepts and pays at any hour; the tutors work by day.
    if (!familySteps.has(step.do)) clock.set(inOfficeHours(clock.now()));
    if (step.do === 'accept' && step.hoursBeforeSeeding !== undefined) {
      clock.set(new Date(seedNow.getTime() - step.hoursBeforeSeeding * HOUR));
    }
    // Nothing in the demo history happens after the moment of seeding.
    if (clock.now() > seedNow) clock.set(new Date(seedNow.getTime() - HOUR));
    switch (step.do) {
      case 'quote':
        await move('sendQuote', tutor, {
          params: {
            serviceId: await serviceFor(tx, spec.businessLine),
            // The tutor writes the family's languages into the quote, as the quote form offers.
            requestDetail: spec.languages.length
              ? { ...step.detail, requiredLanguage: spec.languages }
              : step.detail,
          },
        });
        break;
      case 'candidates':
        for (const docRef of step.docRefs) {
          const [caregiver] = await tx
            .select({ id: caregivers.id })
            .from(caregivers)
            .where(eq(caregivers.docRef, docRef));
          await insertSelection(tx, {
            requestId,
            caregiverId: caregiver!.id,
            selectedAt: clock.now(),
            selectedByUid: demo.tutor.uid,
            reason: demoProposalReason(docRef),
          });
        }
        break;
      case 'accept':
        await move('acceptCaregiver', customer, { params: { docRef: step.docRef } });
        break;
      case 'interview': {
        const at = new Date(
          (step.fromSeeding ? seedNow : clock.now()).getTime() + step.inDays * DAY,
        );
        // At a time people book interviews: 16:30 UTC (17:30 or 18:30 in Italy).
        at.setUTCHours(16, 30, 0, 0);
        await move('bookInterview', tutor, {
          params: {
            dateTime: at.toISOString(),
            ...step.where,
          },
        });
        break;
      }
      case 'rounds':
        for (const round of step.rounds) {
          const start = new Date(seedNow.getTime() - round.daysAgo * DAY);
          const [chosen] = await tx
            .select({ id: caregivers.id, name: caregivers.name, surname: caregivers.surname })
            .from(caregivers)
            .where(eq(caregivers.docRef, lastAccepted(spec)!));
          await insertRound(tx, {
            requestId,
            caregiverId: chosen!.id,
            caregiverName: `${chosen!.name} ${chosen!.surname}`,
            eventType: round.type,
            startDate: isoDay(start),
            endDate: isoDay(new Date(start.getTime() + 4 * DAY)),
            hoursWorked: round.hours,
            paymentStatus: round.paid ? 'PAID' : 'TO_PAY',
            createdByUid: demo.tutor.uid,
            createdAt: clock.now(),
          });
        }
        break;
      case 'assistance':
        await storeAssistanceMessage(tx, {
          userUid: demo.customer.uid,
          requestId,
          type: step.type,
          message: step.message,
          now: clock.now(),
        });
        break;
      case 'reply': {
        const now = clock.now();
        const thread = { requestId };
        await insertAssistanceMessage(tx, {
          userUid: demo.customer.uid,
          requestId,
          type: 'GENERIC',
          message: step.message,
          now,
          author: { role: 'tutor', uid: demo.tutor.uid },
        });
        await handleThread(tx, thread, { handledAt: now, handledByUid: demo.tutor.uid });
        await markThreadRead(tx, thread, 'tutor', now);
        // Read by the family long since: no 'new message' of a month ago on their pages.
        await markThreadRead(tx, thread, 'customer', now);
        break;
      }
      case 'substitutionAsked':
        await move('substitutionAsked', tutor, {
          note: reasonedNote(substitutionReasonLabels[step.reason], step.note),
          params: { reason: step.reason },
        });
        break;
      case 'standBy':
        await pauseRequest(ctx, tx, {
          tutorUid: demo.tutor.uid,
          requestId,
          reason: step.reason,
          note: step.note,
          resumeBy:
            step.resumeInDays === undefined
              ? null
              : isoDay(new Date(seedNow.getTime() + step.resumeInDays * DAY)),
          familyMessage: step.familyMessage,
          notify: false,
        });
        // Read by the family long since: no 'new message' of days ago on their pages.
        if (step.familyMessage) {
          await markThreadRead(tx, { requestId }, 'customer', clock.now());
        }
        break;
      default: {
        const actor =
          step.do === 'acceptQuote'
            ? customer
            : step.do === 'confirmPayment'
              ? { role: 'provider' as const }
              : tutor;
        await move(step.do, actor, { note: step.note });
      }
    }
  }
}

const lastAccepted = (spec: DemoRequest) =>
  spec.steps.flatMap((step) => (step.do === 'accept' ? [step.docRef] : [])).at(-1);

/** The demo customer's requests across every status (after the identity and catalogue seeders). */
export const workflowRequestsSeeder: Seeder = {
  name: 'workflow-requests-v1',
  async run(tx, ctx) {
    const seedNow = ctx.clock.now();
    // The identity seeder creates the profile; this keeps the step self-sufficient.
    await tx
      .insert(users)
      .values({
        uid: demo.customer.uid,
        email: demo.customer.email,
        name: demo.customer.name,
        surname: demo.customer.surname,
        phone: demo.customer.phone,
      })
      .onConflictDoNothing();
    // A request made at a saved address names it, as the request form does (the personal area's
    // seeder ran first): the address book can then say which requests are at each address.
    const saved = await tx
      .select({
        id: userAddresses.id,
        street: userAddresses.street,
        postalCode: userAddresses.postalCode,
      })
      .from(userAddresses)
      .where(eq(userAddresses.userUid, demo.customer.uid));
    for (const spec of demoRequests(seedNow)) {
      const clock = createManualClock(new Date(seedNow.getTime() - spec.daysAgo * DAY));
      const seedCtx: AppContext = { ...ctx, clock };
      const created = clock.now();
      const [row] = await tx
        .insert(requests)
        .values({
          customerUid: demo.customer.uid,
          businessLine: spec.businessLine,
          message: spec.message,
          languages: spec.languages,
          addressId:
            saved.find((a) => a.street === spec.street && a.postalCode === spec.postalCode)?.id ??
            null,
          street: spec.street,
          city: spec.city,
          province: spec.province,
          postalCode: spec.postalCode,
          assignedTutorUid: spec.status === 'NUOVA' ? null : demo.tutor.uid,
          contactDate: created,
          createdAt: created,
          updatedAt: created,
        })
        .returning({
          id: requests.id,
          customerUid: requests.customerUid,
          businessLine: requests.businessLine,
          assignedTutorUid: requests.assignedTutorUid,
        });
      const requestId = row!.id;
      await recordRequestCreated(seedCtx, tx, {
        request: row!,
        actor: { role: 'customer', uid: demo.customer.uid },
        notify: false,
      });
      await replay(seedCtx, tx, clock, requestId, spec, seedNow);
      const [check] = await tx
        .select({ status: requests.status })
        .from(requests)
        .where(eq(requests.id, requestId));
      if (check?.status !== spec.status) {
        throw new Error(
          `demo data: request ${requestId} ended in ${check?.status}, not ${spec.status}`,
        );
      }
    }
  },
};
