import type { CaregiverRecord } from '@equilibrio/contract/caregivers';
import type { CatalogService } from '@equilibrio/contract/catalog';
import type { UserProfile } from '@equilibrio/contract/users';
import type { InterviewAppointment, ServiceRound } from '@equilibrio/contract/workflow';
import { pageOf } from '@/testing/fixtures';
import type { ClientRequest, ClientRequestWithDependants } from '../api/request-schemas';

/**
 * Test data shaped exactly like the API's answers (the contract schemas parse them): a request as
 * GET /v2/requests/{id} answers it (a page's items have no `dependants`; the list ignores them).
 */
export function makeRequest(
  overrides: Partial<ClientRequestWithDependants> = {},
): ClientRequestWithDependants {
  return {
    id: 5,
    status: 'NUOVA',
    businessLine: 'BABYSITTER',
    type: 'Babysitter',
    needs: null,
    message: 'Due pomeriggi a settimana',
    languages: ['italian'],
    dependantIds: [1],
    address: { id: 10, street: 'Via Roma 1', city: 'Torino', province: 'TO', postalCode: '10121' },
    province: 'TO',
    welfare: false,
    serviceLinked: null,
    customer: { uid: 'user-1', workInfo: { b2bCompany: null } },
    contactDate: '2025-03-05T10:00:00.000Z',
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    termsUpdatedAt: '2025-03-05T10:00:00.000Z',
    requestDetail: null,
    quotedProducts: null,
    statusBeforeStandBy: null,
    standByResumeBy: null,
    standByWaitsForFamily: false,
    standByFamilyAnswered: false,
    statusBeforeClosing: null,
    holdExpiresAt: null,
    schedule: null,
    familyTutorName: null,
    dependants: [],
    ...overrides,
  };
}

/** A page of the family's requests (10 a page, as the list asks). */
export const makePage = (content: ClientRequest[], extra: { page?: number; total?: number } = {}) =>
  pageOf(content, { ...extra, size: 10 });

export function makeProfile(company: { id: string; name: string } | null = null): UserProfile {
  return {
    uid: 'user-1',
    email: 'anna.rossi@example.it',
    emailVerified: true,
    isAnonymous: false,
    name: 'Anna',
    surname: 'Rossi',
    phone: '+39 333 000 1111',
    photoURL: null,
    contactSettings: { contactPreference: null },
    fiscalInfo: { fiscalCode: null, vatNumber: null, address: null, useDefaultAddress: false },
    addresses: [],
    dependants: [],
    workInfo: { b2bCompany: company ? { ...company, logoUrl: null } : null },
  };
}

export const companyServices: CatalogService[] = [
  {
    id: 5,
    name: 'Babysitter welfare',
    description: null,
    businessLine: 'BABYSITTER',
    customerType: 'B2B',
  },
  { id: 6, name: 'Badante welfare', description: null, businessLine: 'NURSE', customerType: 'B2B' },
];

/** A request with a quote (requestDetail) and its linked catalogue service. */
export function makeQuotedRequest(
  overrides: Partial<ClientRequestWithDependants> = {},
): ClientRequestWithDependants {
  return makeRequest({
    id: 7,
    status: 'INVIATO PREVENTIVO',
    serviceLinked: { id: 3, name: 'Babysitter Torino', customerType: 'B2C' },
    requestDetail: {
      serviceStart: '2031-01-07',
      serviceEnd: '2031-07-07',
      contract: 'part',
      netHourCost: 11.5,
      packageFlatCost: null,
      taxisitter: true,
      requiredLanguage: ['italian', 'english'],
      requestedExp: 2,
      workDays: 'mon-wed-fri',
      workHours: 'mor-aft',
      numberOfChildren: 2,
      animals: [],
      dogHealing: [],
      dogHosting: [],
    },
    ...overrides,
  });
}

/** GET /v1/services/{id}/summary: 164,00 € service + 32,00 € coverage = 196,00 €. */
export const serviceSummary = {
  serviceId: 3,
  province: 'TO',
  products: [
    { productType: 'SERVICE', amount: 16400 },
    { productType: 'SUBSCRIPTION', amount: 3200 },
  ],
};

/** A caregiver record as GET …/phase/{phase} answers it. */
export function makeCaregiver(
  name: string,
  overrides: Partial<CaregiverRecord> & { phone?: string | null; resumeHidden?: boolean } = {},
): CaregiverRecord {
  const { phone = null, resumeHidden = false, ...record } = overrides;
  const [first, last] = name.split(' ') as [string, string];
  const docRef = `cg-${first.toLowerCase()}-${last.toLowerCase()}`;
  return {
    babysitter: {
      info: {
        name: first,
        surname: last,
        photo: `/files/caregivers/${docRef}.svg`,
        description: `${first} ama i bambini e i giochi all’aperto.`,
        phone,
        resumeHidden,
      },
      docRef,
    },
    docRef,
    type: 'babysitter',
    languages: ['italian', 'english'],
    selected: true,
    chosen: false,
    cvUrl: `/v1/caregivers/${docRef}/cv`,
    chosenAt: null,
    acceptedAt: null,
    holdExpiresAt: null,
    started: false,
    ended: false,
    substitutionRequestedAt: null,
    age: 31,
    comune: 'Torino',
    yearsOfExperience: 6,
    matchingLanguages: ['english'],
    skills: [
      { code: 'homework-help', label: 'Aiuto compiti', matches: true },
      { code: 'newborns', label: 'Neonati', matches: false },
    ],
    availability: ['mon-aft', 'tue-aft', 'wed-aft', 'thu-aft', 'fri-aft'],
    matchingAvailability: ['mon-aft'],
    liveIn: false,
    presentation: null,
    badges: [
      { kind: 'identity-document', label: 'Documento verificato' },
      { kind: 'agency-interview', label: 'Colloquio con Equilibrio' },
    ],
    expiredChecks: [],
    reason: 'Segue i compiti anche in inglese.',
    isNew: false,
    takenElsewhere: null,
    reviews: [],
    rating: null,
    ...record,
  };
}

export const rounds: ServiceRound[] = [
  {
    id: 1,
    startDate: '2030-11-02',
    endDate: '2031-05-02',
    eventType: 'ACTIVATION',
    caregiverName: 'Martina Rossi',
    hoursWorked: null,
    paymentStatus: 'PAID',
    updatedAt: '2030-11-20T09:00:00.000Z',
  },
  {
    id: 2,
    startDate: '2030-11-08',
    endDate: '2030-11-12',
    eventType: 'USAGE',
    caregiverName: 'Martina Rossi',
    hoursWorked: 12.5,
    paymentStatus: 'TO_PAY',
    updatedAt: '2030-11-20T09:00:00.000Z',
  },
  {
    id: 3,
    startDate: '2030-11-20',
    endDate: null,
    eventType: 'REPLACEMENT',
    caregiverName: 'Sofia Ricci',
    hoursWorked: 4,
    paymentStatus: 'REFUNDED',
    updatedAt: '2030-11-20T09:00:00.000Z',
  },
];

export const appointment: InterviewAppointment = {
  id: 4,
  requestId: 10,
  dateTime: '2030-12-20T17:00:00.000Z',
  place: 'A casa della famiglia',
  videoLink: null,
  notes: 'Citofono Bianchi',
  caregiver: { docRef: 'cg-martina-rossi', name: 'Martina', surname: 'Rossi' },
  createdAt: '2030-12-01T10:00:00.000Z',
};
