import type { CatalogService, Company } from '@equilibrio/contract/catalog';
import type { CustomerType } from '@equilibrio/contract/enums';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findActiveCompany, findCompanyServices } from './companies.queries';

export const companyNotFoundMessage =
  'Azienda non trovata: il link non corrisponde a nessuna azienda convenzionata attiva.';

const companyNotFound = () => new AppError('NOT_FOUND', companyNotFoundMessage);

/** A partner company with a welfare programme (its sign-up page shows the logo). */
export async function getCompany(
  ctx: AppContext,
  companyId: string,
  db: Db = ctx.db,
): Promise<Company> {
  const company = await findActiveCompany(db, companyId);
  if (!company) throw companyNotFound();
  return company;
}

/** The services a partner company offers (its sign-up page and welfare requests use only these). */
export async function listCompanyServices(
  ctx: AppContext,
  companyId: string,
  db: Db = ctx.db,
): Promise<CatalogService[]> {
  const [company, rows] = await Promise.all([
    findActiveCompany(db, companyId),
    findCompanyServices(db, companyId),
  ]);
  if (!company) throw companyNotFound();
  return rows.map((row) => ({
    ...row,
    businessLine: row.businessLine,
    customerType: row.customerType as CustomerType,
  }));
}
