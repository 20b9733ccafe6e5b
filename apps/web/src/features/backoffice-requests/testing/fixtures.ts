import type {
  BackofficeCandidate,
  BackofficePayment,
  BackofficeRequestSummary,
} from '@equilibrio/contract/backoffice';
import { italianDay } from '@/lib/format-datetime';
import { caregiverFixture } from '@/testing/fixtures';
import type { RequestWorkspace } from '../api/get-request';

type WorkspaceRound = RequestWorkspace['rounds'][number];

/** A back-office request as the API answers it, NUOVA unless overridden. */
export function workspaceFixture(overrides: Partial<RequestWorkspace> = {}): RequestWorkspace {
  return {
    id: 42,
    status: 'NUOVA',
    statusBeforeStandBy: null,
    standByReason: null,
    standByResumeBy: null,
    businessLine: 'BABYSITTER',
    type: 'Babysitter',
    needs: 'Babysitter',
    message: 'Due bambini dopo la scuola',
    languages: ['italian'],
    address: { id: 1, street: 'Via Roma 1', city: 'Torino', province: 'TO', postalCode: '10121' },
    province: 'TO',
    welfare: false,
    company: null,
    source: 'sign-up',
    serviceLinked: null,
    requestDetail: null,
    quotedProducts: null,
    quoteSentAt: null,
    schedule: null,
    contactDate: '2030-01-01T09:00:00.000Z',
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
    assignedTutor: null,
    customer: {
      uid: 'c1',
      name: 'Paola',
      surname: 'Verdi',
      email: 'paola@example.it',
      phone: '+39 333 1234567',
      contactPreference: 'PHONE',
      company: null,
      deleted: false,
      account: { disabled: false, history: [] },
      waitingForOwner: false,
      notificationPreference: 'ALL',
      otherRequests: [],
    },
    dependants: [],
    events: [
      {
        id: 1,
        fromStatus: null,
        toStatus: 'NUOVA',
        actor: { role: 'customer', uid: 'c1', name: 'Paola Verdi' },
        note: null,
        createdAt: '2030-01-01T09:00:00.000Z',
      },
    ],
    notes: [],
    assistance: [],
    openMessages: { openAsks: 0, awaitingAnswer: 0, answeredToHandle: 0 },
    openOtherProfiles: false,
    substitutionAskedAt: null,
    candidates: [],
    appointment: null,
    rounds: [],
    payments: [],
    refundOwed: false,
    paidAt: null,
    guaranteeRenewalOffAt: null,
    allowedTransitions: [
      {
        action: 'markToCall',
        label: 'Passa a «Da richiamare»',
        to: 'DA RICHIAMARE',
        noteRequired: false,
      },
      {
        action: 'sendQuote',
        label: 'Invia preventivo',
        to: 'INVIATO PREVENTIVO',
        noteRequired: false,
      },
      { action: 'standBy', label: 'Metti in stand-by', to: 'STAND BY', noteRequired: false },
      {
        action: 'closeNotInterested',
        label: 'Chiudi: non più interessato',
        to: "NON PIU' INTERESSATO",
        noteRequired: true,
      },
      {
        action: 'closeNoAnswer',
        label: 'Chiudi: non risponde',
        to: 'NON RISPONDE',
        noteRequired: true,
      },
    ],
    candidatesEditable: false,
    interviewReschedulable: false,
    ...overrides,
  };
}

export function summaryFixture(
  overrides: Partial<BackofficeRequestSummary> = {},
): BackofficeRequestSummary {
  return {
    id: 42,
    status: 'NUOVA',
    businessLine: 'BABYSITTER',
    type: 'Babysitter',
    customer: {
      uid: 'c1',
      name: 'Paola',
      surname: 'Verdi',
      email: 'paola@example.it',
      deleted: false,
    },
    city: 'Torino',
    province: 'TO',
    welfare: false,
    company: null,
    assignedTutor: null,
    openAssistance: 0,
    openAsks: 0,
    awaitingAnswer: 0,
    answeredToHandle: 0,
    openUrgent: 0,
    openAssistanceSince: null,
    openOtherProfiles: false,
    openInterviewChange: false,
    lastCallAt: null,
    callBackAt: null,
    standByReason: null,
    standByResumeBy: null,
    holdExpiresAt: null,
    interviewAt: null,
    plannedAt: null,
    serviceStart: null,
    serviceEnd: null,
    unpublishedCandidates: 0,
    unvettedCandidates: 0,
    expiredRecordCandidates: 0,
    statusSince: '2030-01-01T09:00:00.000Z',
    contactDate: '2030-01-01T09:00:00.000Z',
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A service round: 20 hours of use, 4–8 March 2030, Martina Rossi's, still to pay. */
export const roundFixture = (overrides: Partial<WorkspaceRound> = {}): WorkspaceRound => ({
  id: 5,
  startDate: '2030-03-04',
  endDate: '2030-03-08',
  eventType: 'USAGE',
  caregiverName: 'Martina Rossi',
  caregiverRef: 'cg-martina',
  hoursWorked: 20,
  paymentStatus: 'TO_PAY',
  updatedAt: '2030-03-08T18:00:00.000Z',
  ...overrides,
});

/** A checkout of the request: a sandbox one of 196,00 €, still open unless overridden. */
export const paymentFixture = (overrides: Partial<BackofficePayment> = {}): BackofficePayment => ({
  id: 1,
  provider: 'sandbox',
  providerRef: 'ref_0123456789abcdef',
  amountCents: 19600,
  currency: 'eur',
  status: 'open',
  failureReason: null,
  refundRequired: false,
  refundReason: null,
  // The whole payment goes back unless the tutor decided less at the close.
  refundCents: overrides.amountCents ?? 19600,
  refunded: null,
  createdAt: '2030-01-01T09:00:00.000Z',
  paidAt: null,
  closedAt: null,
  ...overrides,
});

/**
 * A candidate of a request ('Martina Rossi'): a plain published profile unless overridden, the
 * agency's vetting done (criminal record included).
 */
export function candidateFixture(
  fullName: string,
  overrides: Partial<BackofficeCandidate> = {},
  at = '2030-01-01T09:00:00.000Z',
): BackofficeCandidate {
  const [name, surname] = fullName.split(' ') as [string, string];
  return {
    // A candidate with a CV the family may read, as a vetted applicant has.
    caregiver: {
      ...caregiverFixture(name, surname, at),
      hasCv: true,
      cvUrl: `/v1/backoffice/caregivers/cg-${name.toLowerCase()}/cv`,
    },
    phase: 'SELECTED',
    published: true,
    selectedAt: at,
    chosenAt: null,
    acceptedAt: null,
    holdExpiresAt: null,
    endedAt: null,
    endedReason: null,
    reason: null,
    takenElsewhere: null,
    busyOn: [],
    commitments: [],
    checkKinds: ['identity-document', 'references', 'agency-interview', 'criminal-record'],
    // Seen today (the test's clock): within the six months a criminal record counts.
    criminalRecordOn: italianDay(new Date()),
    ...overrides,
  };
}

/** The API answers of the quote form: the line's one B2C service (id 7) and its prices. */
export const quoteCatalogue = (line: string) => ({
  'GET /v1/backoffice/services': {
    body: [
      {
        id: 7,
        name: line === 'PETSITTER' ? 'Petsitter' : 'Babysitter',
        description: null,
        businessLine: line,
        customerType: 'B2C',
        companyIds: [],
      },
    ],
  },
  'GET /v1/services/7/summary': {
    body: {
      serviceId: 7,
      province: null,
      products: [
        { productType: 'SERVICE', amount: 9900 },
        { productType: 'SUBSCRIPTION', amount: 1900 },
      ],
    },
  },
});

/**
 * A request's quote as the workspace has it: a babysitter at 9,50 €/h three mornings and
 * afternoons a week on service 7 ('Babysitter Torino'), `serviceStart` to `serviceEnd`.
 */
export const quotedFixture = (serviceStart: string, serviceEnd: string) =>
  ({
    serviceLinked: { id: 7, name: 'Babysitter Torino', customerType: 'B2C' },
    requestDetail: {
      serviceStart,
      serviceEnd,
      contract: null,
      netHourCost: 9.5,
      packageFlatCost: null,
      taxisitter: false,
      requiredLanguage: [],
      workDays: 'mon-wed-fri',
      workHours: 'mor-aft',
      animals: [],
      dogHealing: [],
      dogHosting: [],
    },
  }) satisfies Partial<RequestWorkspace>;

/**
 * The quote's terms of a service from `serviceStart` to `serviceEnd` (null: no end given): one
 * child, Monday mornings at 10,50 €/h.
 */
export const serviceTermsFixture = (
  serviceStart: string,
  serviceEnd: string | null,
): NonNullable<RequestWorkspace['requestDetail']> => ({
  serviceStart,
  serviceEnd,
  contract: null,
  netHourCost: 10.5,
  packageFlatCost: null,
  taxisitter: false,
  requiredLanguage: [],
  requestedExp: null,
  workDays: 'mon',
  workHours: 'mor',
  numberOfChildren: 1,
  animals: [],
  dogHealing: [],
  dogHosting: [],
});

/** The family's wish of a continuous contract, with no days or times said. */
export const continuousSchedule: RequestWorkspace['schedule'] = {
  startDate: null,
  days: [],
  timeSlots: [],
  timeSlotsToBeDefined: false,
  frequency: 'continuous',
};

/** The family's hours: every weekday, morning and afternoon, from no fixed day. */
export const weekdaysAllDay: RequestWorkspace['schedule'] = {
  startDate: null,
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  timeSlots: ['mor', 'aft'],
  timeSlotsToBeDefined: false,
  frequency: null,
};
