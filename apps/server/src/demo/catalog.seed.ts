import { b2bCompanies, companyServices, serviceProducts, services } from '../db/schema/catalog';
import { demo } from './identities';
import type { Seeder } from './seed';

type Line = 'BABYSITTER' | 'PETSITTER' | 'NURSE' | 'COLF';

/** Base prices in cents: [service, subscription]; big cities cost a little more. */
const basePrices: Record<Line, [number, number]> = {
  BABYSITTER: [14_900, 2_900],
  PETSITTER: [9_900, 1_900],
  NURSE: [24_900, 3_900],
  COLF: [12_900, 2_400],
};
const provinceFactor: Record<string, number> = {
  MI: 1.2,
  RM: 1.15,
  TO: 1.1,
  BO: 1.1,
  FI: 1.1,
  GE: 1.05,
};

const catalogue: { line: Line; customerType: 'B2C' | 'B2B'; name: string; description: string }[] =
  [
    {
      line: 'BABYSITTER',
      customerType: 'B2C',
      name: 'Babysitter',
      description: 'Babysitter selezionata per la tua famiglia',
    },
    {
      line: 'PETSITTER',
      customerType: 'B2C',
      name: 'Petsitter',
      description: 'Cura del tuo animale a casa o in pensione',
    },
    {
      line: 'NURSE',
      customerType: 'B2C',
      name: 'Badante',
      description: 'Assistenza alla persona anziana',
    },
    {
      line: 'COLF',
      customerType: 'B2C',
      name: 'Colf',
      description: 'Aiuto nelle faccende di casa',
    },
    {
      line: 'BABYSITTER',
      customerType: 'B2B',
      name: 'Babysitter welfare',
      description: 'Babysitter con il programma welfare aziendale',
    },
    {
      line: 'NURSE',
      customerType: 'B2B',
      name: 'Badante welfare',
      description: 'Badante con il programma welfare aziendale',
    },
    {
      line: 'PETSITTER',
      customerType: 'B2B',
      name: 'Petsitter welfare',
      description: 'Petsitter con il programma welfare aziendale',
    },
  ];

/** The catalogue (services, prices per province, default row) and the demo partner company. */
export const catalogSeeder: Seeder = {
  name: 'catalog-v1',
  async run(tx) {
    const inserted = await tx
      .insert(services)
      .values(
        catalogue.map((s) => ({
          businessLine: s.line,
          customerType: s.customerType,
          name: s.name,
          description: s.description,
        })),
      )
      .returning({
        id: services.id,
        businessLine: services.businessLine,
        customerType: services.customerType,
      });

    const products = inserted.flatMap((service) => {
      const [serviceCents, subscriptionCents] = basePrices[service.businessLine as Line];
      const discount = service.customerType === 'B2B' ? 0.8 : 1;
      const rows = [null, ...Object.keys(provinceFactor)].flatMap((province) => {
        const factor = (province ? provinceFactor[province] : 1) ?? 1;
        return [
          {
            serviceId: service.id,
            province,
            productType: 'SERVICE',
            amountCents: Math.round((serviceCents * factor * discount) / 100) * 100,
          },
          {
            serviceId: service.id,
            province,
            productType: 'SUBSCRIPTION',
            amountCents: Math.round((subscriptionCents * factor * discount) / 100) * 100,
          },
        ];
      });
      return rows;
    });
    await tx.insert(serviceProducts).values(products);

    await tx.insert(b2bCompanies).values({
      id: demo.company.id,
      name: demo.company.name,
      logoUrl: `/files/companies/${demo.company.id}.svg`,
    });
    const offered = inserted.filter(
      (s) => s.customerType === 'B2B' && s.businessLine !== 'PETSITTER',
    );
    await tx
      .insert(companyServices)
      .values(offered.map((s) => ({ companyId: demo.company.id, serviceId: s.id })));
  },
};
