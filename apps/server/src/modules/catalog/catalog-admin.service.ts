import { randomBytes } from 'node:crypto';
import {
  type AdminCompany,
  type AdminService,
  type CompanyCreate,
  type CompanyUpdate,
  type PriceInput,
  priceProvinceLabel,
  productTypeLabels,
  type ServiceCreate,
  type ServicePrice,
  type ServiceUpdate,
  signUpPathOf,
} from '@equilibrio/contract/backoffice-catalog';
import type { BusinessLine, CustomerType, ProductType } from '@equilibrio/contract/enums';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  checkUpload,
  fileKindContentType,
  fileKindExtension,
  uploadPolicies,
} from '../storage/file-kinds';
import { keyOfPublicUrl, PUBLIC_PREFIX, publicUrlOfKey } from '../storage/file-storage';
import { deleteUnusedFiles } from '../storage/storage.service';
import {
  deletePrice,
  findB2bServiceIds,
  findCompanyWithServices,
  findPrice,
  findPriceSlot,
  findServiceNamed,
  insertCompany,
  insertPrice,
  insertService,
  listCompaniesWithServices,
  listServicesWithPrices,
  lockCompany,
  lockService,
  replaceCompanyServices,
  updateCompany,
  updatePrice,
  updateService,
} from './catalog-admin.queries';

const serviceNotFound = () => new AppError('NOT_FOUND', 'Servizio non trovato.');
const priceNotFound = () => new AppError('NOT_FOUND', 'Prezzo non trovato.');
const companyNotFound = () => new AppError('NOT_FOUND', 'Azienda non trovata.');

type ServiceRow = Awaited<ReturnType<typeof listServicesWithPrices>>[number];

const toPrice = (row: {
  id: number;
  province: string | null;
  productType: string;
  amountCents: number;
}): ServicePrice => ({
  id: row.id,
  province: row.province,
  productType: row.productType as ProductType,
  amountCents: row.amountCents,
});

function toAdminService(row: ServiceRow): AdminService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    businessLine: row.businessLine,
    customerType: row.customerType as CustomerType,
    active: row.active,
    prices: row.prices.map(toPrice),
    companyIds: row.companyIds,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

// ── Services ────────────────────────────────────────────────────────────────────────────────

export async function listAdminServices(
  ctx: AppContext,
  filter: { businessLine?: BusinessLine; customerType?: CustomerType },
) {
  return (await listServicesWithPrices(ctx.db, filter)).map(toAdminService);
}

async function requireAdminService(db: Db, id: number) {
  const [row] = await listServicesWithPrices(db, { id });
  if (!row) throw serviceNotFound();
  return toAdminService(row);
}

/**
 * 400 when another service of the same line and customer type has this name: the quote's list of
 * services showed two «Babysitter (B2C)» the tutor could not tell apart.
 */
async function assertNameFree(
  db: Db,
  service: { businessLine: BusinessLine; customerType: string; name: string; exceptId?: number },
) {
  if (await findServiceNamed(db, service)) {
    const message = `Esiste già un servizio «${service.name.trim()}» per questa linea e questo tipo di cliente: modificalo, oppure scegli un altro nome.`;
    throw new AppError('VALIDATION_FAILED', message, { name: message });
  }
}

export async function createService(ctx: AppContext, input: ServiceCreate) {
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, input);
    const id = await insertService(tx, {
      businessLine: input.businessLine,
      customerType: input.customerType,
      name: input.name,
      description: input.description || null,
      active: input.active,
      createdAt: ctx.clock.now(),
    });
    return requireAdminService(tx, id);
  });
}

export async function changeService(ctx: AppContext, id: number, input: ServiceUpdate) {
  return ctx.db.transaction(async (tx) => {
    const current = await lockService(tx, id);
    if (!current) throw serviceNotFound();
    await assertNameFree(tx, {
      businessLine: current.businessLine as BusinessLine,
      customerType: current.customerType,
      name: input.name,
      exceptId: id,
    });
    await updateService(tx, id, {
      name: input.name,
      description: input.description || null,
      active: input.active,
    });
    return requireAdminService(tx, id);
  });
}

// ── Prices ──────────────────────────────────────────────────────────────────────────────────

/** 400 when the service already has a price of this type for this province (another row). */
async function assertSlotFree(
  tx: Db,
  serviceId: number,
  input: PriceInput,
  exceptPriceId?: number,
) {
  const taken = await findPriceSlot(tx, serviceId, input.province, input.productType);
  if (taken && taken.id !== exceptPriceId) {
    const message = `Esiste già un prezzo «${productTypeLabels[input.productType]}» per ${priceProvinceLabel(input.province)}: modificalo invece di aggiungerne un altro`;
    throw new AppError('VALIDATION_FAILED', message, { province: message });
  }
}

export async function addPrice(ctx: AppContext, serviceId: number, input: PriceInput) {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockService(tx, serviceId))) throw serviceNotFound();
    await assertSlotFree(tx, serviceId, input);
    return toPrice(await insertPrice(tx, { serviceId, ...input }));
  });
}

export async function changePrice(ctx: AppContext, priceId: number, input: PriceInput) {
  return ctx.db.transaction(async (tx) => {
    const price = await findPrice(tx, priceId);
    if (!price) throw priceNotFound();
    await lockService(tx, price.serviceId);
    await assertSlotFree(tx, price.serviceId, input, priceId);
    const row = await updatePrice(tx, priceId, input);
    if (!row) throw priceNotFound();
    return toPrice(row);
  });
}

/** Deletes a price row; the default SERVICE price stays (every province without its own uses it). */
export async function removePrice(ctx: AppContext, priceId: number) {
  await ctx.db.transaction(async (tx) => {
    const price = await findPrice(tx, priceId);
    if (!price) throw priceNotFound();
    await lockService(tx, price.serviceId);
    if (price.province === null && price.productType === 'SERVICE') {
      throw new AppError(
        'CONFLICT',
        'Il prezzo del servizio per "Altre province" vale per tutte le province senza un prezzo proprio: modificalo invece di eliminarlo.',
      );
    }
    await deletePrice(tx, priceId);
  });
}

// ── Partner companies ───────────────────────────────────────────────────────────────────────

type CompanyRow = Awaited<ReturnType<typeof listCompaniesWithServices>>[number];

function toAdminCompany(row: CompanyRow): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    active: row.active,
    serviceIds: row.serviceIds,
    signUpPath: signUpPathOf(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listAdminCompanies(ctx: AppContext) {
  return (await listCompaniesWithServices(ctx.db)).map(toAdminCompany);
}

async function requireAdminCompany(db: Db, id: string) {
  const row = await findCompanyWithServices(db, id);
  if (!row) throw companyNotFound();
  return toAdminCompany(row);
}

/** Only existing B2B services can be offered through a company's welfare programme. */
async function checkOfferedServices(tx: Db, serviceIds: number[]) {
  const unique = [...new Set(serviceIds)];
  const valid = await findB2bServiceIds(tx, unique);
  if (valid.length !== unique.length) {
    const message = 'Scegli solo servizi B2B del catalogo';
    throw new AppError('VALIDATION_FAILED', message, { serviceIds: message });
  }
  return unique;
}

export async function createCompany(ctx: AppContext, input: CompanyCreate) {
  await ctx.db.transaction(async (tx) => {
    const serviceIds = await checkOfferedServices(tx, input.serviceIds);
    const inserted = await insertCompany(tx, {
      id: input.id,
      name: input.name,
      active: input.active,
      createdAt: ctx.clock.now(),
    });
    if (!inserted) {
      const message = 'Esiste già un’azienda con questo identificativo';
      throw new AppError('VALIDATION_FAILED', message, { id: message });
    }
    await replaceCompanyServices(tx, input.id, serviceIds);
  });
  return requireAdminCompany(ctx.db, input.id);
}

export async function changeCompany(ctx: AppContext, id: string, input: CompanyUpdate) {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCompany(tx, id))) throw companyNotFound();
    const serviceIds = await checkOfferedServices(tx, input.serviceIds);
    await updateCompany(tx, id, { name: input.name, active: input.active });
    await replaceCompanyServices(tx, id, serviceIds);
  });
  return requireAdminCompany(ctx.db, id);
}

/** Stores a new logo (JPEG/PNG/WebP ≤ 2 MB, checked by content); the one it replaces is deleted. */
export async function uploadCompanyLogo(ctx: AppContext, id: string, data: Buffer) {
  const kind = checkUpload(data, uploadPolicies.logo);
  const key = `${PUBLIC_PREFIX}companies/${id}-${randomBytes(8).toString('hex')}.${fileKindExtension[kind]}`;
  await ctx.storage.put(key, data, fileKindContentType[kind]);
  try {
    const previous = await ctx.db.transaction(async (tx) => {
      const current = await lockCompany(tx, id);
      if (!current) throw companyNotFound();
      await updateCompany(tx, id, { logoUrl: publicUrlOfKey(key) });
      return keyOfPublicUrl(current.logoUrl);
    });
    await deleteUnusedFiles(ctx, [previous]);
  } catch (error) {
    await deleteUnusedFiles(ctx, [key]);
    throw error;
  }
  return requireAdminCompany(ctx.db, id);
}

export async function removeCompanyLogo(ctx: AppContext, id: string) {
  const previous = await ctx.db.transaction(async (tx) => {
    const current = await lockCompany(tx, id);
    if (!current) throw companyNotFound();
    await updateCompany(tx, id, { logoUrl: null });
    return keyOfPublicUrl(current.logoUrl);
  });
  await deleteUnusedFiles(ctx, [previous]);
  return requireAdminCompany(ctx.db, id);
}
