/**
 * Fixed identities of the demo data, so each module's seeder can refer to the same people.
 * Credentials are shown in the README; none of this is ever loaded in production.
 */
export const demo = {
  customer: {
    uid: 'demoCustomer000000000000001',
    email: 'cliente@demo.equilibrio.it',
    password: 'Demo!2345',
    name: 'Giulia',
    surname: 'Bianchi',
    phone: '+39 333 123 4567',
  },
  tutor: {
    uid: 'demoTutor000000000000000001',
    email: 'tutor@demo.equilibrio.it',
    password: 'Tutor!2345',
    name: 'Marco',
    surname: 'Ferri',
  },
  company: { id: 'acme-welfare', name: 'ACME Welfare S.p.A.' },
} as const;
