import type { CatalogService } from '@equilibrio/contract/catalog';
import type { UserProfile } from '@equilibrio/contract/users';
import type { ClientRequest } from '../api/request-schemas';

/** Test data shaped exactly like the API's answers (the contract schemas parse them). */
export function makeRequest(overrides: Partial<ClientRequest> = {}): ClientRequest {
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
    requestDetail: null,
    ...overrides,
  };
}

export function makePage(content: ClientRequest[], extra: { page?: number; total?: number } = {}) {
  const total = extra.total ?? content.length;
  return {
    content,
    page: extra.page ?? 0,
    size: 10,
    numberOfElements: content.length,
    totalElements: total,
    totalPages: Math.ceil(total / 10),
  };
}

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
