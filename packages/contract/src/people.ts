import { z } from 'zod';
import { dependantKinds, dependantTypes, genders } from './enums';
import { romeParts } from './italian-format';
import { italianProvinceCodes } from './provinces';
import {
  nameText,
  placeText,
  postalCodeSchema,
  requiredChoice,
  validationMessages,
} from './validation';

/**
 * The open requests at an assistito or an address (its list's GET), by id, for the page to say
 * before deleting it: an assistito they name cannot go (`inUseByOpenRequests`); an address they
 * are at can, and they keep their own copy of it.
 */
const openRequestsField = z.array(z.number().int()).optional();

/** Dependant as the API returns it (spec §3). birthDate is an ISO date, always the 15th. */
export const dependantSchema = z.object({
  id: z.number().int(),
  userUID: z.string(),
  name: z.string(),
  birthDate: z.string(),
  gender: z.enum(genders),
  handicap: z.boolean(),
  type: z.enum(dependantTypes),
  /** The open requests naming this assistito (GET /v1/dependents). */
  openRequests: openRequestsField,
});
export type Dependant = z.infer<typeof dependantSchema>;

/**
 * The refusal to delete something an open request still needs (an assistito it is for): which
 * requests, and when it can go. `what`: 'questo assistito'.
 */
export const inUseByOpenRequests = (what: string, ids: number[]) =>
  `Non puoi eliminare ${what}: è collegato ${
    ids.length === 1 ? 'a una richiesta in corso' : 'ad alcune richieste in corso'
  } (${ids.map((id) => `#${id}`).join(', ')}). Potrai eliminarlo quando ${
    ids.length === 1 ? 'la richiesta sarà chiusa' : 'le richieste saranno chiuse'
  }.`;

/** POST /v1/dependents/ and PUT /v1/dependents/{id} body (spec §7). */
export const dependantInputSchema = z.object({
  name: nameText(100),
  /** The 15th of the chosen month (spec §3); a year of four digits (1000-9999). */
  birthDate: z.string().regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])-15$/, validationMessages.dateFormat),
  gender: requiredChoice(genders),
  handicap: z.boolean().default(false),
  userUID: z.string().min(1).max(128),
  type: requiredChoice(dependantTypes),
});
export type DependantInput = z.infer<typeof dependantInputSchema>;

/** Saved address as the API returns it (spec §3). */
export const addressSchema = z.object({
  id: z.number().int(),
  userUID: z.string(),
  active: z.boolean(),
  street: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isDefault: z.boolean(),
  zone: z.string().nullable(),
  /** The open requests at this address (GET /v1/user-address): they keep it if it is deleted. */
  openRequests: openRequestsField,
});
export type Address = z.infer<typeof addressSchema>;

const coordinate = (min: number, max: number) => z.number().min(min).max(max).nullable().optional();

export const addressMessages = {
  province: 'Seleziona una provincia italiana',
} as const;

/** One of the Italian provinces (sigla), as the address form chooses it. */
export const italianProvinceSchema = z
  .string()
  .trim()
  .min(1, validationMessages.required)
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(italianProvinceCodes, addressMessages.province));

/**
 * 'Via Roma 1, 10121 Torino (TO)': an address on one line, the parts it lacks left out ('' when
 * it has none). The one way every screen, email and history line writes an address.
 */
export function addressOneLine(
  a:
    | {
        street?: string | null;
        postalCode?: string | null;
        city?: string | null;
        province?: string | null;
      }
    | null
    | undefined,
) {
  if (!a) return '';
  const place = [a.postalCode, cityWithProvince(a.city, a.province)].filter(Boolean).join(' ');
  return [a.street, place].filter(Boolean).join(', ');
}

/** 'Bologna (BO)': a town and its province, either left out when missing ('' for neither). */
export function cityWithProvince(city?: string | null, province?: string | null) {
  return [city, province ? `(${province})` : ''].filter(Boolean).join(' ');
}

/**
 * 'Paola Verdi': a person's name and surname, each trimmed, the parts missing or blank left out
 * ('' when neither is there: the caller says its fallback, the email or 'Famiglia'). The one way
 * the server and the web join a person's name.
 */
export const fullName = (name?: string | null, surname?: string | null) =>
  [name, surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** The four fields of a postal address (saved address form, billing address). */
export const addressFieldsSchema = z.object({
  street: placeText(200),
  city: placeText(100),
  province: italianProvinceSchema,
  postalCode: z.string().trim().min(1, validationMessages.required).pipe(postalCodeSchema),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** POST /v1/user-address body (spec §7). */
export const addressCreateSchema = z.object({
  id: z.number().int().nullable().optional(),
  userUID: z.string().min(1).max(128),
  active: z.boolean().default(true),
  ...addressFieldsSchema.shape,
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  isDefault: z.boolean().default(false),
  zone: z.string().trim().max(100).nullable().optional(),
});
export type AddressCreate = z.infer<typeof addressCreateSchema>;

/** PUT /v1/user-address/{id} body (spec §7: `default`, not `isDefault`). */
export const addressUpdateSchema = z.object({
  active: z.boolean().default(true),
  ...addressFieldsSchema.shape,
  zone: z.string().trim().max(100).nullable().optional(),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  default: z.boolean().optional(),
});
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

/** The dependant form (spec §3 "Dependant form fields", §5 "Dependant form"). */
export const dependantKindValues = dependantKinds.map((k) => k.value) as [
  (typeof dependantKinds)[number]['value'],
  ...(typeof dependantKinds)[number]['value'][],
];
export type DependantKind = (typeof dependantKindValues)[number];

export const dependantFormSchema = z.object({
  kind: requiredChoice(dependantKindValues),
  name: nameText(100),
  month: z
    .number(validationMessages.required)
    .int(validationMessages.month)
    .min(1, validationMessages.month)
    .max(12, validationMessages.month),
  year: z
    .number(validationMessages.required)
    .int(validationMessages.year)
    .min(1000, validationMessages.year)
    .max(9999, validationMessages.year),
  gender: requiredChoice(genders),
  handicap: z.boolean(),
});
export type DependantForm = z.infer<typeof dependantFormSchema>;

/** A person or a pet born more than this many years ago is a slip of the keyboard ('1200'). */
export const DEPENDANT_MAX_AGE_YEARS = 120;

export const dependantBirthMessages = {
  future: 'La data di nascita non può essere nel futuro.',
  tooOld: `Anno non valido: al massimo ${DEPENDANT_MAX_AGE_YEARS} anni fa.`,
} as const;

/**
 * Why a dependant's birth month ('yyyy-mm', or a stored 'yyyy-mm-15') cannot be, at `now` (the
 * month in Italy), or null: the API's rule and the form's.
 */
export function dependantBirthProblem(birthDate: string, now: Date): string | null {
  const { year, month } = romeParts(now);
  const monthOf = (y: number) => `${String(y).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  const born = birthDate.slice(0, 7);
  if (born > monthOf(year)) return dependantBirthMessages.future;
  if (born < monthOf(year - DEPENDANT_MAX_AGE_YEARS)) return dependantBirthMessages.tooOld;
  return null;
}

/** The stored birth date of a month and year: always the 15th (spec §3, §9). */
export function birthDateOf(month: number, year: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-15`;
}

/** A name as a person tells it apart: spaces and capitals aside ('maria  rossi' is 'Maria Rossi'). */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');

/**
 * The same assistito entered twice: same kind, same name and same month of birth (the only birth
 * date kept). Two would then stand side by side in every request's choice of who it is for.
 */
export const sameDependant = (
  a: { name: string; birthDate: string; type: string },
  b: { name: string; birthDate: string; type: string },
) =>
  a.type === b.type &&
  a.birthDate.slice(0, 7) === b.birthDate.slice(0, 7) &&
  nameKey(a.name) === nameKey(b.name);

/** The API's refusal of an assistito already entered (`sameDependant`). */
export const dependantTwiceMessage = (name: string) =>
  `${name} è già tra i tuoi assistiti, con lo stesso mese e anno di nascita: usa o modifica quello già inserito.`;
