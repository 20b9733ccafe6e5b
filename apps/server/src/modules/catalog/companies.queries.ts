import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { b2bCompanies, companyServices, services } from '../../db/schema/catalog';
import { serviceColumns } from '../../db/selections';

/** An active partner company by id (slug); undefined when missing or no longer active. */
export async function findActiveCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: b2bCompanies.id, name: b2bCompanies.name, logoUrl: b2bCompanies.logoUrl })
    .from(b2bCompanies)
    .where(and(eq(b2bCompanies.id, companyId), eq(b2bCompanies.active, true)))
    .limit(1);
  return row;
}

/** The active catalogue services a company offers its employees, in catalogue order. */
export async function findCompanyServices(db: Db, companyId: string) {
  return db
    .select(serviceColumns)
    .from(companyServices)
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(and(eq(companyServices.companyId, companyId), eq(services.active, true)))
    .orderBy(asc(services.id));
}
