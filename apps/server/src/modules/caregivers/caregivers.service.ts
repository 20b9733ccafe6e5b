import { randomBytes } from 'node:crypto';
import { caregiverPlace } from '@equilibrio/contract/backoffice';
import { checkKinds } from '@equilibrio/contract/caregiver-checks';
import { type Commitment, requestedCells } from '@equilibrio/contract/caregiver-matching';
import type { CaregiverProfileFields } from '@equilibrio/contract/caregiver-profile';
import {
  type Caregiver,
  type CaregiverDetail,
  type CaregiverInput,
  type CaregiverListQuery,
  type CaregiverPage,
  caregiverChangedMeanwhileMessage,
  skillsProblem,
} from '@equilibrio/contract/caregivers';
import type { CaregiverType, Language } from '@equilibrio/contract/enums';
import { pageOf } from '@equilibrio/contract/paging';
import { fullName } from '@equilibrio/contract/people';
import { provinceOfComune } from '@equilibrio/contract/provinces';
import { changedSince, phoneIdentity } from '@equilibrio/contract/validation';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { comuneLabel, comuneName } from '../places/places.service';
import { keyOfPublicUrl } from '../storage/file-storage';
import { deleteUnusedFiles } from '../storage/storage.service';
import { checkKindsByCaregiver } from './caregiver-matching.queries';
import {
  type CaregiverRow,
  deleteCaregiver,
  findBusyOn,
  findCaregiverRow,
  findCaregiversNamed,
  findHeldSchedules,
  findPlacesOnTheirRequests,
  insertCaregiver,
  listCaregiverRows,
  lockCaregiverFiles,
  updateCaregiver,
} from './caregivers.queries';
import { isUploadedCv, openStoredCv } from './cv-files';

export const caregiverNotFound = () => new AppError('NOT_FOUND', 'Caregiver non trovato.');

/** The authenticated URL of a caregiver's CV (GET it with the bearer token). */
export const cvUrlOf = (docRef: string) => `/v1/caregivers/${docRef}/cv`;

/** The back-office shape of a caregiver row. */
export function toCaregiver(row: Omit<CaregiverRow, 'id'>): Caregiver {
  const hasCv = row.cvPath !== null;
  return {
    docRef: row.docRef,
    type: row.type as CaregiverType,
    name: row.name,
    surname: row.surname,
    photoUrl: row.photoUrl,
    description: row.description,
    phone: row.phone,
    email: row.email,
    languages: row.languages as Language[],
    province: row.province,
    resumeHidden: row.resumeHidden,
    hasCv,
    cvUrl: hasCv ? cvUrlOf(row.docRef) : null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    birthDate: row.birthDate,
    comune: row.comune,
    comuneName: comuneName(row.comune),
    workComuni: row.workComuni,
    workComuniLabels: row.workComuni.map((code) => ({ code, label: comuneLabel(code) ?? code })),
    workProvinces: row.workProvinces,
    skills: row.skills,
    yearsOfExperience: row.yearsOfExperience,
    availability: row.availability,
    liveIn: row.liveIn,
    presentation: row.presentation,
  };
}

/** A caregiver by public id (any module's rules start from here), or 404. */
export async function requireCaregiver(db: Db, docRef: string) {
  const row = await findCaregiverRow(db, docRef);
  if (!row) throw caregiverNotFound();
  return row;
}

/**
 * The rule 'taken elsewhere' of a proposal (an SQL column: `takenElsewhereOf`, reserved or
 * chosen), and the caregiver's row lock under which the accept reads it (choices of the same
 * caregiver take turns); where a caregiver is held ('Scelto su #…', an SQL column: `busyOnOf`);
 * where the family asked to replace them (`replacementAskedOnOf`).
 */
export {
  busyOnOf,
  lockCaregiverRow as lockCaregiver,
  replacementAskedOnOf,
  takenElsewhereOf,
} from './caregivers.queries';

/**
 * Where caregivers are committed (`findHeldSchedules`: of a type, or listed; less one request),
 * by caregiver id: each request they are held on with the cells it asks (`requestedCells`). A
 * request that names no times commits none.
 */
export async function commitmentsOf(db: Db, of: Parameters<typeof findHeldSchedules>[1]) {
  const byCaregiver = new Map<number, Commitment[]>();
  for (const held of await findHeldSchedules(db, of)) {
    const cells = requestedCells(held.schedule, {
      workDays: held.workDays ?? undefined,
      workHours: held.workHours ?? undefined,
    });
    if (cells.length === 0) continue;
    const theirs = byCaregiver.get(held.caregiverId) ?? [];
    byCaregiver.set(held.caregiverId, [...theirs, { requestId: held.requestId, cells }]);
  }
  return byCaregiver;
}

/** The open requests (but `requestId`) the caregiver is held on (chosen, in interview, in service). */
export const caregiverBusyOn = (db: Db, caregiverId: number, requestId?: number) =>
  findBusyOn(db, caregiverId, requestId);

export async function getCaregiver(ctx: AppContext, docRef: string): Promise<CaregiverDetail> {
  const row = await requireCaregiver(ctx.db, docRef);
  const [busyOn, places] = await Promise.all([
    findBusyOn(ctx.db, row.id),
    findPlacesOnTheirRequests(ctx.db, row.id),
  ]);
  // The contract's rule reads the places as the API gives them (ISO strings).
  const rows = places.map((place) => ({
    ...place,
    selectedAt: place.selectedAt.toISOString(),
    chosenAt: place.chosenAt?.toISOString() ?? null,
    acceptedAt: place.acceptedAt?.toISOString() ?? null,
    endedAt: place.endedAt?.toISOString() ?? null,
  }));
  return {
    ...toCaregiver(row),
    busyOn,
    places: rows
      .filter((place) => place.caregiverId === row.id)
      .map((place) => ({
        requestId: place.requestId,
        requestStatus: place.requestStatus,
        family: {
          name: place.familyDeletedAt ? null : place.familyName,
          surname: place.familyDeletedAt ? null : place.familySurname,
          deleted: place.familyDeletedAt !== null,
        },
        place: caregiverPlace(
          place,
          rows.filter((other) => other.requestId === place.requestId),
        ),
        selectedAt: place.selectedAt,
        endedAt: place.endedAt,
      })),
  };
}

/**
 * The agency's checks each caregiver of `caregiverIds` has passed: their kinds, in the agency's
 * order, and the day of the latest criminal-record check (the contract's `lacksCriminalRecord`
 * reads it). The picker's warnings, the suggestions and the request page's candidates (who may
 * be sent to a family).
 */
export async function passedChecks(db: Db, caregiverIds: number[]) {
  const recorded = await checkKindsByCaregiver(db, caregiverIds);
  return (caregiverId: number) => ({
    checkKinds: checkKinds.filter((kind) => recorded.get(caregiverId)?.has(kind)),
    criminalRecordOn: recorded.get(caregiverId)?.get('criminal-record') ?? null,
  });
}

export async function listCaregivers(
  ctx: AppContext,
  query: CaregiverListQuery,
): Promise<CaregiverPage> {
  const { rows, total } = await listCaregiverRows(ctx.db, query);
  const ids = rows.map((row) => row.id);
  const [checksOf, commitments] = await Promise.all([
    passedChecks(ctx.db, ids),
    commitmentsOf(ctx.db, { caregiverIds: ids }),
  ]);
  return pageOf(
    rows.map((row) => ({
      ...toCaregiver(row),
      busyOn: row.busyOn,
      commitments: commitments.get(row.id) ?? [],
      ...checksOf(row.id),
    })),
    query,
    total,
  );
}

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A readable, unique public id: 'cg-nome-cognome-3fa9'. */
export function newDocRef(name: string, surname: string) {
  const base = `cg-${slug(name)}-${slug(surname)}`.slice(0, 50).replace(/-+$/, '');
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * The profile rules a schema cannot say alone: comuni known to the gazetteer, sub-skills of the
 * caregiver's type (the birth date's rule is the contract's, in the input schema). 400 with the
 * field's Italian message.
 */
export function checkProfileFields(
  input: Pick<CaregiverInput, 'type' | 'comune' | 'workComuni' | 'skills'>,
) {
  const fields: Record<string, string> = {};
  if (input.comune && !comuneName(input.comune)) fields.comune = 'Comune non trovato';
  if (input.workComuni.some((code) => !comuneName(code))) {
    fields.workComuni = 'Uno dei comuni non è stato trovato';
  }
  const skills = skillsProblem(input.type, input.skills);
  if (skills) fields.skills = skills;
  const [first] = Object.values(fields);
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
}

/**
 * The profile fields a caregiver and an application store alike (the lists without repeats); the
 * comune and the presentation are each one's own (an application's are required).
 */
export const storedProfileFields = (
  fields: CaregiverProfileFields & { languages: Language[] },
) => ({
  languages: [...new Set(fields.languages)],
  workComuni: [...new Set(fields.workComuni)],
  workProvinces: [...new Set(fields.workProvinces)],
  skills: [...new Set(fields.skills)],
  yearsOfExperience: fields.yearsOfExperience,
  availability: [...new Set(fields.availability)],
  liveIn: fields.liveIn,
});

const valuesOf = (input: CaregiverInput) => ({
  type: input.type,
  name: input.name,
  surname: input.surname,
  description: input.description || null,
  phone: input.phone ?? null,
  email: input.email ?? null,
  // A comune with no province given: its own (the directory's filter reads the province).
  province: input.province ?? (input.comune ? provinceOfComune(input.comune) : null),
  resumeHidden: input.resumeHidden,
  active: input.active,
  birthDate: input.birthDate,
  comune: input.comune,
  ...storedProfileFields(input),
  presentation: input.presentation || null,
});

/**
 * `photoUrl` of the JSON body: left out keeps the photo, null removes it, a URL may only name a
 * bundled file — uploaded photos are set by the photo upload, so no two caregivers share one.
 */
function photoUrlOf(input: CaregiverInput, current: string | null) {
  if (input.photoUrl === undefined) return current;
  if (input.photoUrl !== null && input.photoUrl !== current && keyOfPublicUrl(input.photoUrl)) {
    const message = 'Carica la foto con il caricamento dedicato';
    throw new AppError('VALIDATION_FAILED', message, { photoUrl: message });
  }
  return input.photoUrl;
}

/**
 * 409 when the directory already holds this person: the same name and surname with the same
 * phone (however typed) or the same birth date. A second record would split their checks,
 * reviews and requests between two profiles; the answer names the one to open (`existing`). The
 * same name alone may be someone else, and is allowed.
 */
async function refuseSameCaregiver(db: Db, input: CaregiverInput) {
  const samePhone = (other: { phone: string | null }) =>
    !!input.phone && !!other.phone && phoneIdentity(other.phone) === phoneIdentity(input.phone);
  const same = (await findCaregiversNamed(db, input.name, input.surname)).find(
    (other) => samePhone(other) || (!!input.birthDate && other.birthDate === input.birthDate),
  );
  if (!same) return;
  const alike = samePhone(same) ? 'lo stesso numero di telefono' : 'la stessa data di nascita';
  const error = new AppError(
    'CONFLICT',
    `${fullName(same.name, same.surname)} è già nella rubrica, con ${alike}: apri il suo profilo e aggiornalo invece di crearne un altro.`,
  );
  error.existing = same.docRef;
  throw error;
}

export async function createCaregiver(ctx: AppContext, input: CaregiverInput) {
  checkProfileFields(input);
  await refuseSameCaregiver(ctx.db, input);
  const row = await insertCaregiver(ctx.db, {
    ...valuesOf(input),
    photoUrl: photoUrlOf(input, null),
    docRef: newDocRef(input.name, input.surname),
    createdAt: ctx.clock.now(),
  });
  return toCaregiver(row);
}

/**
 * PUT /v1/backoffice/caregivers/{docRef}. `startedFrom`: the version the tutor's form was loaded
 * from (its `updatedAt`; absent: any); a save made since is refused (RECORD_CHANGED, 409) —
 * two tabs on one record no longer overwrite each other's changes unseen.
 */
export async function replaceCaregiver(
  ctx: AppContext,
  docRef: string,
  input: CaregiverInput,
  startedFrom?: string,
) {
  checkProfileFields(input);
  const { row, released } = await ctx.db.transaction(async (tx) => {
    const current = await lockCaregiverFiles(tx, docRef);
    if (!current) throw caregiverNotFound();
    if (changedSince(startedFrom, current.updatedAt)) {
      throw new AppError('RECORD_CHANGED', caregiverChangedMeanwhileMessage(current.updatedAt));
    }
    const photoUrl = photoUrlOf(input, current.photoUrl);
    const updated = await updateCaregiver(tx, docRef, {
      ...valuesOf(input),
      photoUrl,
      updatedAt: ctx.clock.now(),
    });
    if (!updated) throw caregiverNotFound();
    return {
      row: updated,
      released: photoUrl === current.photoUrl ? null : keyOfPublicUrl(current.photoUrl),
    };
  });
  await deleteUnusedFiles(ctx, [released]);
  return toCaregiver(row);
}

/** Deletes a caregiver never proposed to anyone; one with a history can only be deactivated. */
export async function removeCaregiver(ctx: AppContext, docRef: string) {
  let files: { photoUrl: string | null; cvPath: string | null } | undefined;
  try {
    files = await ctx.db.transaction(async (tx) => {
      const current = await lockCaregiverFiles(tx, docRef);
      if (!current || !(await deleteCaregiver(tx, docRef))) throw caregiverNotFound();
      return current;
    });
  } catch (error) {
    // Rows of requests still point at the caregiver (foreign key RESTRICT).
    const code = pgErrorCode(error);
    if (code === '23001' || code === '23503') {
      throw new AppError(
        'CONFLICT',
        'Il profilo è già stato proposto per delle richieste: disattivalo invece di eliminarlo.',
      );
    }
    throw error;
  }
  await deleteUnusedFiles(ctx, [
    keyOfPublicUrl(files.photoUrl),
    isUploadedCv(files.cvPath) ? files.cvPath : null,
  ]);
}

function pgErrorCode(error: unknown) {
  const err = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof err.code === 'string' ? err.code : err.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The CV file of a caregiver (a PDF), or 404 when there is none. Authorisation is the caller's. */
export async function openCvFile(
  ctx: AppContext,
  row: { cvPath: string | null; name: string; surname: string },
) {
  const file = row.cvPath ? await openStoredCv(ctx.storage, row.cvPath) : null;
  if (!file) throw new AppError('NOT_FOUND', 'CV non disponibile per questo profilo');
  return {
    stream: file.stream,
    size: file.size,
    fileName: `CV-${slug(row.name)}-${slug(row.surname)}.pdf`,
  };
}
