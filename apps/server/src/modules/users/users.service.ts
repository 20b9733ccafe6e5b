import {
  type ContactPreference,
  type NotificationPreference,
  notificationPreferences,
} from '@equilibrio/contract/enums';
import {
  type BillingAddress,
  type NotificationSettings,
  type PersonalInfo,
  personalInfoMessages,
  type UserProfile,
} from '@equilibrio/contract/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { getDefaultAddress, listAddresses } from '../addresses/addresses.service';
import { listDependants } from '../dependants/dependants.service';
import { ensureUser, withUserLock } from './user-lock';
import {
  findNotificationPreference,
  findUserName,
  findUserProfile,
  updateNotificationPreference,
  updatePersonalInfo,
  updatePersonalInfoIfCurrent,
} from './users.queries';

/** A person's name and email by uid (the one lookup other modules call). */
export { findUserName };

const notFound = () => new AppError('NOT_FOUND', 'Utente non trovato.');

export async function getProfile(ctx: AppContext, user: AuthUser): Promise<UserProfile> {
  const [found, addresses, dependants] = await Promise.all([
    findUserProfile(ctx.db, user.uid),
    listAddresses(ctx, user.uid),
    listDependants(ctx, user.uid),
  ]);
  const row = found ?? (await createProfile(ctx, user));
  if (!row || row.deletedAt) throw notFound();
  const defaultAddress = addresses.find((a) => a.isDefault);
  const billing = row.useDefaultAddress
    ? defaultAddress && {
        street: defaultAddress.street,
        city: defaultAddress.city,
        province: defaultAddress.province,
        postalCode: defaultAddress.postalCode,
      }
    : row.fiscalAddress;
  return {
    uid: row.uid,
    email: row.email ?? user.email,
    emailVerified: user.emailVerified,
    isAnonymous: user.isAnonymous,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    photoURL: row.photoUrl,
    contactSettings: {
      contactPreference: (row.contactPreference as ContactPreference | null) ?? null,
    },
    fiscalInfo: {
      fiscalCode: row.fiscalCode,
      vatNumber: row.vatNumber,
      address: billing ?? null,
      useDefaultAddress: row.useDefaultAddress,
    },
    addresses,
    dependants,
    workInfo: {
      b2bCompany: row.companyId
        ? { id: row.companyId, name: row.companyName ?? '', logoUrl: row.companyLogoUrl }
        : null,
    },
  };
}

/**
 * A profile row missing (Firebase mode, an account older than the module) is created when first
 * read; it has no addresses nor dependants yet (they need the row).
 */
async function createProfile(ctx: AppContext, user: AuthUser) {
  await ensureUser(ctx, user);
  return findUserProfile(ctx.db, user.uid);
}

/**
 * PATCH update-profile: contact, fiscal and billing data; the email stays the account's. Without
 * the default address as billing address the change reads nothing else, and it is one statement
 * (its row lock is the user lock) when the profile is there, live and has the email sent; any
 * other case — and every refusal — takes the locked path.
 */
export async function updateProfile(
  ctx: AppContext,
  user: AuthUser,
  input: PersonalInfo,
): Promise<UserProfile> {
  const values = (fiscalAddress: BillingAddress | null | undefined): PersonalInfoValues => ({
    name: input.name,
    surname: input.surname,
    phone: input.phone,
    contactPreference: input.contactPreference ?? null,
    fiscalCode: input.fiscalCode,
    vatNumber: input.vatNumber,
    useDefaultAddress: input.useDefaultAddress,
    fiscalAddress: fiscalAddress ?? null,
    updatedAt: ctx.clock.now(),
  });
  const applied =
    !input.useDefaultAddress &&
    (await updatePersonalInfoIfCurrent(ctx.db, user.uid, values(input.fiscalAddress), {
      email: input.email || null,
      accountEmail: user.email?.toLowerCase() ?? null,
    }));
  if (!applied) await updateProfileLocked(ctx, user, input, values);
  return getProfile(ctx, user);
}

async function updateProfileLocked(
  ctx: AppContext,
  user: AuthUser,
  input: PersonalInfo,
  values: (fiscalAddress: BillingAddress | null | undefined) => PersonalInfoValues,
) {
  await withUserLock(ctx, user, async (txCtx, row) => {
    if (row.deletedAt) throw notFound();
    const accountEmail = (row.email ?? user.email ?? '').toLowerCase();
    if (input.email && input.email !== accountEmail) {
      throw new AppError('VALIDATION_FAILED', personalInfoMessages.emailReadOnly, {
        'body.email': personalInfoMessages.emailReadOnly,
      });
    }
    if (input.useDefaultAddress && !(await getDefaultAddress(txCtx, user.uid))) {
      throw new AppError('VALIDATION_FAILED', personalInfoMessages.noDefaultAddress, {
        'body.useDefaultAddress': personalInfoMessages.noDefaultAddress,
      });
    }
    // With the default address billing, a custom billing address sent along is kept for when
    // the switch is turned off again.
    await updatePersonalInfo(
      txCtx.db,
      user.uid,
      values(input.fiscalAddress ?? (input.useDefaultAddress ? row.fiscalAddress : null)),
    );
  });
}

type PersonalInfoValues = Parameters<typeof updatePersonalInfo>[2];

const asPreference = (value: string | undefined): NotificationPreference =>
  (notificationPreferences as readonly string[]).includes(value ?? '')
    ? (value as NotificationPreference)
    : 'ALL';

/**
 * Which emails a family gets about its requests (read by the emails' senders in their
 * transaction `db`). An erased profile gets none.
 */
export async function notificationPreferenceOf(db: Db, uid: string) {
  return preferenceOfRow(await findNotificationPreference(db, uid));
}

/** The same choice, from a users row already read (the tutor's request page joins it). */
export function preferenceOfRow(
  row: { preference: string; deletedAt: Date | null } | undefined,
): NotificationPreference {
  if (row?.deletedAt) return 'NONE';
  return asPreference(row?.preference);
}

/** GET notification-settings. */
export async function getNotificationSettings(
  ctx: AppContext,
  user: AuthUser,
): Promise<NotificationSettings> {
  await ensureUser(ctx, user);
  const row = await findNotificationPreference(ctx.db, user.uid);
  if (!row || row.deletedAt) throw notFound();
  return { notificationPreference: asPreference(row.preference) };
}

/** PUT notification-settings: the family's choice, kept with the profile. */
export async function updateNotificationSettings(
  ctx: AppContext,
  user: AuthUser,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  await withUserLock(ctx, user, async (txCtx) => {
    const row = await findNotificationPreference(txCtx.db, user.uid);
    if (!row || row.deletedAt) throw notFound();
    await updateNotificationPreference(txCtx.db, user.uid, {
      notificationPreference: input.notificationPreference,
      updatedAt: ctx.clock.now(),
    });
  });
  return getNotificationSettings(ctx, user);
}
