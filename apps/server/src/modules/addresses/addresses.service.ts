import type { Address, AddressCreate, AddressUpdate } from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { withUserLock } from '../users/user-lock';
import {
  addressItems,
  clearDefault,
  findDefaultAddress,
  markDefault,
  openRequestsAtAddresses,
} from './addresses.queries';

export const addressMessages = {
  notFound: 'Indirizzo non trovato.',
} as const;

const notFound = () => new AppError('NOT_FOUND', addressMessages.notFound);

/**
 * The customer's saved addresses, by id (spec §7: sorted by id ascending), each with the open
 * requests at it (the page says, before deleting it, that they keep it).
 */
export async function listAddresses(ctx: AppContext, uid: string): Promise<Address[]> {
  const rows = await addressItems.list(ctx.db, uid);
  const open = await openRequestsAtAddresses(
    ctx.db,
    uid,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, openRequests: open.get(row.id) ?? [] }));
}

/** One of the user's addresses, or undefined (for the request form of another module). */
export async function findOwnedAddress(ctx: AppContext, uid: string, id: number) {
  return addressItems.find(ctx.db, uid, id);
}

export async function getDefaultAddress(ctx: AppContext, uid: string) {
  return findDefaultAddress(ctx.db, uid);
}

type Fields = Pick<
  AddressCreate,
  'active' | 'street' | 'city' | 'province' | 'postalCode' | 'latitude' | 'longitude' | 'zone'
>;
const values = (input: Fields) => ({
  active: input.active,
  street: input.street,
  city: input.city,
  province: input.province,
  postalCode: input.postalCode,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
  // The portal sends the zone equal to the city (spec §3).
  zone: input.zone || input.city,
});

/**
 * Saves a new address. The user's first address becomes the default, and so does one sent
 * with isDefault; exactly one default per user at any time.
 */
export async function createAddress(
  ctx: AppContext,
  user: AuthUser,
  input: AddressCreate,
): Promise<Address> {
  return withUserLock(ctx, user, async (tx) => {
    const now = ctx.clock.now();
    const hasDefault = Boolean(await findDefaultAddress(tx.db, user.uid));
    const isDefault = input.isDefault || !hasDefault;
    if (isDefault && hasDefault) await clearDefault(tx.db, user.uid, now);
    return addressItems.insert(tx.db, {
      ...values(input),
      userUid: user.uid,
      isDefault,
      createdAt: now,
    });
  });
}

/** Updates an address; `default: true` makes it the default (false never leaves none). */
export async function updateAddress(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: AddressUpdate,
): Promise<Address> {
  return withUserLock(ctx, user, async (tx) => {
    const now = ctx.clock.now();
    const updated = await addressItems.update(tx.db, user.uid, id, {
      ...values(input),
      updatedAt: now,
    });
    if (!updated) throw notFound();
    if (input.default !== true || updated.isDefault) return updated;
    await clearDefault(tx.db, user.uid, now, id);
    return (await markDefault(tx.db, user.uid, id, now))!;
  });
}

/**
 * Deletes an address; when it was the default, the oldest remaining one takes its place. A request
 * at it, open or closed, keeps it: a request holds its own copy of the address (street, city,
 * province, CAP), which its page shows and its form keeps until another is chosen ('Resta questo
 * finché non ne scegli uno tra quelli salvati'); only its link to the address book goes.
 */
export async function removeAddress(ctx: AppContext, user: AuthUser, id: number) {
  await withUserLock(ctx, user, async (tx) => {
    const address = await addressItems.find(tx.db, user.uid, id);
    if (!address) throw notFound();
    await addressItems.remove(tx.db, user.uid, id);
    if (!address.isDefault) return;
    const [next] = await addressItems.list(tx.db, user.uid);
    if (next) await markDefault(tx.db, user.uid, next.id, ctx.clock.now());
  });
}

/** PUT /v1/user-address/{id}/default: the switch happens in one transaction under the user lock. */
export async function setDefaultAddress(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<Address> {
  return withUserLock(ctx, user, async (tx) => {
    const address = await addressItems.find(tx.db, user.uid, id);
    if (!address) throw notFound();
    if (address.isDefault) return address;
    const now = ctx.clock.now();
    await clearDefault(tx.db, user.uid, now, id);
    return (await markDefault(tx.db, user.uid, id, now))!;
  });
}
