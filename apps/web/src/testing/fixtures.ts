/** API answers that tests of several features share. */

import { pageOf as paged } from '@equilibrio/contract/paging';

/** A saved address of the user `u1`, as GET /v1/user-address lists it (Torino unless told). */
export const savedAddress = (
  id: number,
  street: string,
  isDefault: boolean,
  place: { city: string; province: string; postalCode: string } = {
    city: 'Torino',
    province: 'TO',
    postalCode: '10123',
  },
) => ({
  id,
  userUID: 'u1',
  active: true,
  street,
  ...place,
  latitude: null,
  longitude: null,
  isDefault,
  zone: place.city,
});
export type SavedAddress = ReturnType<typeof savedAddress>;

/** Torino as GET /v1/places/autocomplete suggests it and GET /v1/places/details answers it. */
export const torino = {
  prediction: {
    placeId: 'istat:001272',
    description: 'Torino (TO)',
    mainText: 'Torino',
    secondaryText: 'TO · 10121–10156',
  },
  details: {
    placeId: 'istat:001272',
    street: null,
    city: 'Torino',
    province: 'TO',
    postalCode: '10121',
    // Torino's, as the gazetteer has them (10121-10156).
    postalCodes: Array.from({ length: 36 }, (_, n) => String(10121 + n)),
    latitude: null,
    longitude: null,
    source: 'gazetteer',
  },
};

/** A caregiver as the back office's directory lists them: a plain babysitter in Torino. */
export const caregiverFixture = (
  name: string,
  surname: string,
  at = '2030-01-01T09:00:00.000Z',
) => ({
  docRef: `cg-${name.toLowerCase()}`,
  type: 'babysitter' as const,
  name,
  surname,
  photoUrl: null,
  description: null,
  phone: null,
  email: null,
  languages: ['italian' as const],
  province: 'TO',
  resumeHidden: false,
  hasCv: false,
  cvUrl: null,
  active: true,
  createdAt: at,
  updatedAt: at,
  birthDate: null,
  comune: null,
  workComuni: [],
  workProvinces: [],
  skills: [],
  yearsOfExperience: null,
  availability: [],
  liveIn: false,
  presentation: null,
  comuneName: null,
  workComuniLabels: [],
});

/**
 * A page of a list as the API answers it (the contract's `pageSchema`): `content` is the page's
 * rows; `total` every row the list has (the page's own, unless told).
 */
export function pageOf<T>(
  content: T[],
  {
    page = 0,
    size = 20,
    total = content.length,
  }: { page?: number; size?: number; total?: number } = {},
) {
  return paged(content, { page, pageSize: size }, total);
}
