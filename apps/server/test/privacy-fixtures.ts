import { randomBytes, randomInt } from 'node:crypto';
import { isValidVatNumber } from '@equilibrio/contract/fiscal';
import { CheckDigitizer } from '@marketto/codice-fiscale-utils';
import { eq, sql } from 'drizzle-orm';
import { identityUsers } from '../src/db/schema/identity';
import { requestDependants, requests } from '../src/db/schema/requests';
import { italianDay } from '../src/lib/clock';
import { createTestUser, dayFromToday, injectAs, type TestApp, type TestUser } from './helpers';
import { openSandboxPage, requestPayment, requestToPay, submitSandbox } from './payment-fixtures';
import { advanceToInterview, QUOTE_2030 } from './workflow-fixtures';

const LETTERS = 'BCDFGHJKLMNPQRSTVZ';
const letters = (n: number) =>
  Array.from({ length: n }, () => LETTERS[randomInt(LETTERS.length)]).join('');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const word = (n: number) => {
  const vowels = 'aeiou';
  let out = '';
  for (let i = 0; i < n; i++)
    out += i % 2 ? vowels[randomInt(5)] : LETTERS[randomInt(18)]!.toLowerCase();
  return out;
};
const capital = (value: string) => value[0]!.toUpperCase() + value.slice(1);

/** A valid codice fiscale nobody else in the test database has. */
export function randomFiscalCode() {
  const day = String(1 + randomInt(28)).padStart(2, '0');
  const place = `${'ABCDEFGHILMZ'[randomInt(12)]}${1 + randomInt(9)}${digits(2)}`;
  const base = `${letters(6)}${digits(2)}${'ABCDEHLMPRST'[randomInt(12)]}${day}${place}`;
  return `${base}${CheckDigitizer.checkDigit(base)}`;
}

/** A valid partita IVA, random: the check digit is the one the contract's rule accepts. */
export function randomVatNumber() {
  const body = `0${digits(9)}`;
  const check = [...'0123456789'].find((digit) => isValidVatNumber(`${body}${digit}`));
  return `${body}${check}`;
}

/**
 * Personal data no other row of the database contains, so finding one of these strings anywhere
 * means it is this person's.
 */
export function uniquePerson() {
  const tag = randomBytes(4).toString('hex');
  const name = capital(word(9));
  const surname = capital(word(11));
  return {
    name,
    surname,
    email: `${name.toLowerCase()}.${surname.toLowerCase()}.${tag}@example.it`,
    phone: `+39 3${digits(2)} ${digits(3)} ${digits(4)}`,
    fiscalCode: randomFiscalCode(),
    vatNumber: randomVatNumber(),
    street: `Via ${capital(word(10))} ${1 + randomInt(200)}`,
    billingStreet: `Piazza ${capital(word(10))} ${1 + randomInt(200)}`,
    dependantName: capital(word(8)),
    petName: capital(word(7)),
    details: `Cerchiamo aiuto per ${capital(word(8))}, chiamare dopo le 18 (${tag})`,
    assistance: `Vorrei cambiare orario, sono ${name} (${tag}-assistenza)`,
    npsNotes: `Ottimo servizio, grazie da ${name} (${tag}-nps)`,
    requestNotes: `Serve aiuto anche il sabato per ${capital(word(8))} (${tag}-richiesta)`,
    review: `Con ${capital(word(8))} ci siamo trovati benissimo (${tag}-recensione)`,
  };
}
export type Person = ReturnType<typeof uniquePerson>;

/** The values the erasure must leave nowhere. */
export const identifiersOf = (person: Person) => [
  person.email,
  person.name,
  person.surname,
  person.phone,
  person.fiscalCode,
  person.vatNumber,
  person.street,
  person.billingStreet,
  person.dependantName,
  person.petName,
  person.details,
  person.assistance,
  person.npsNotes,
  person.requestNotes,
  person.review,
];

/** The sign-up page's first request (POST /v2/requests/first-request) of this person. */
export const firstRequestOf = (user: TestUser, person: Person) => ({
  uid: user.uid,
  name: person.name,
  surname: person.surname,
  email: person.email,
  phone: person.phone,
  needs: 'Babysitter',
  details: person.details,
  conditions: true,
});

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Pays a DA PAGARE request on the sandbox checkout page, as the customer's browser would. */
export async function payOnSandbox(
  app: TestApp,
  customer: TestUser,
  requestId: number,
  holder: string,
) {
  const res = await requestPayment(app, customer, requestId);
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.body}`);
  const { session } = await openSandboxPage(app, res.json().checkoutURL);
  const paid = await submitSandbox(app, session, 'pay', { ...GOOD_CARD, name: holder });
  if (paid.statusCode !== 303 && paid.statusCode !== 302) throw new Error(`pay: ${paid.body}`);
}

/**
 * A customer with data in every table that can hold customer data, through the real API where
 * there is one: profile with billing data, two dependants, an address, a first request from the
 * sign-up (consents, history, tutors' emails), a request taken to payment, interview and
 * activation, an assistance message, an NPS answer, a request from the dashboard's form (terms
 * ticked), tutor notes and a logged call naming them.
 */
/** The start date of the request the populated customer sends from the dashboard's form. */
export const FORM_START_DATE = dayFromToday(90);

export async function populateCustomer(app: TestApp, tutor: TestUser) {
  const person = uniquePerson();
  const user = await createTestUser(app, { email: person.email });
  const as = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: user.headers, payload }).then((res) => {
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    });
  const asTutor = (url: string, payload: object = {}) =>
    app
      .inject({
        method: 'POST',
        url: `/v1/backoffice/requests/${url}`,
        headers: tutor.headers,
        payload,
      })
      .then((res) => {
        if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return res.json();
      });

  const first = await as('POST', '/v2/requests/first-request', firstRequestOf(user, person));
  await as('PATCH', `/api/v1/user-controller/${user.uid}/update-profile`, {
    name: person.name,
    surname: person.surname,
    phone: person.phone,
    contactPreference: 'WHATSAPP',
    fiscalCode: person.fiscalCode,
    vatNumber: person.vatNumber,
    fiscalAddress: {
      street: person.billingStreet,
      city: 'Torino',
      province: 'TO',
      postalCode: '10121',
    },
  });
  const child = await as('POST', '/v1/dependents/', {
    name: person.dependantName,
    birthDate: '2019-03-15',
    gender: 'FEMALE',
    handicap: true,
    userUID: user.uid,
    type: 'PERSON',
  });
  await as('POST', '/v1/dependents/', {
    name: person.petName,
    birthDate: '2020-06-15',
    gender: 'MALE',
    handicap: false,
    userUID: user.uid,
    type: 'DOG',
  });
  const address = await as('POST', '/v1/user-address', {
    userUID: user.uid,
    street: person.street,
    city: 'Torino',
    province: 'TO',
    postalCode: '10121',
    isDefault: true,
  });

  // A request taken through the whole workflow, paid on the sandbox checkout.
  // A quote with short slots: the export says their hours as the quote page does.
  const { id: paidId } = await requestToPay(app, user, tutor, {
    requestDetail: { ...QUOTE_2030, workDays: 'mon-wed-fri', workHours: 'aft', slotHours: 1.5 },
  });
  await app.ctx.db
    .update(requests)
    .set({ street: person.street, addressId: address.id, message: person.details })
    .where(eq(requests.id, paidId));
  await app.ctx.db.insert(requestDependants).values([
    { requestId: paidId, dependantId: child.id },
    { requestId: first.id, dependantId: child.id },
  ]);
  await payOnSandbox(app, user, paidId, `${person.name} ${person.surname}`);
  // In a minute: the clock then moves to it, so the tutor can record how it went.
  const interviewAt = new Date(app.ctx.clock.now().getTime() + 60_000);
  await asTutor(`${paidId}/interview`, {
    dateTime: interviewAt.toISOString(),
    place: `${person.street}, Torino`,
    notes: `Citofono ${person.surname}`,
  });
  await advanceToInterview(app, interviewAt, []);
  await asTutor(`${paidId}/interview-done`);
  // The caregiver's service ended (a round of one day, today: none may start before the
  // request's day): the family reviews them, a tutor publishes the review.
  const ended = italianDay(app.ctx.clock.now());
  await asTutor(`${paidId}/rounds`, { eventType: 'ACTIVATION', startDate: ended, endDate: ended });
  const review = await as('POST', `/v2/requests/${paidId}/reviews`, {
    docRef: 'cg-martina-rossi',
    rating: 5,
    comment: person.review,
  });
  await injectAs(app, tutor, 'POST', `/v1/backoffice/reviews/${review.id}/publish`);
  await as('POST', `/v2/requests/${paidId}/assistance`, {
    message: person.assistance,
    type: 'GENERIC',
  });
  await as('POST', '/v1/nps-scores', { score: 9, notes: person.npsNotes, email: person.email });
  // A request from the dashboard's form, its terms box ticked.
  const formRequest = await as('POST', '/v2/requests', {
    dependant: [child.id],
    addressID: address.id,
    businessline: 'NURSE',
    notes: person.requestNotes,
    languages: ['italian'],
    conditions: true,
    schedule: { startDate: FORM_START_DATE, days: ['mon'], timeSlots: ['mor'] },
  });
  // A tutor's note in the history naming the customer.
  await asTutor(`${first.id}/stand-by`, {
    reason: 'OTHER',
    note: `Richiamare ${person.name} ${person.surname} al ${person.phone}`,
  });
  await asTutor(`${first.id}/resume`);
  // A tutor's call with the family, written down on the request.
  await asTutor(`${first.id}/notes`, {
    kind: 'call',
    text: `Sentita ${person.name} ${person.surname} al ${person.phone}: ${person.dependantName} ha la febbre`,
    callBackAt: new Date(app.ctx.clock.now().getTime() + 86_400_000).toISOString(),
  });
  // A tutor disabled the account once and enabled it again, the reason naming the customer.
  for (const [action, reason] of [
    ['disable', `Verifica dei dati di ${person.name} ${person.surname}`],
    ['enable', 'Verifica completata'],
  ] as const) {
    const res = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/customers/${user.uid}/${action}`,
      { reason },
    );
    if (res.statusCode >= 300) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
  }

  return {
    person,
    // Disabling revoked the customer's tokens: they sign in again.
    user: await signedInAgain(app, user),
    requestIds: [first.id as number, paidId, formRequest.id as number],
  };
}

/** A new ID token for a test user whose earlier tokens were revoked. */
async function signedInAgain(app: TestApp, user: TestUser): Promise<TestUser> {
  const [account] = await app.ctx.db
    .select()
    .from(identityUsers)
    .where(eq(identityUsers.uid, user.uid));
  const token = await app.ctx.tokens.issue(
    {
      uid: user.uid,
      email: account!.email,
      emailVerified: account!.emailVerified,
      displayName: null,
      photoUrl: null,
      role: account!.role,
    },
    { authTime: app.ctx.clock.now(), provider: 'password', validSince: account!.validSince },
  );
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}
export type PopulatedCustomer = Awaited<ReturnType<typeof populateCustomer>>;

/**
 * Every row of every table (text, jsonb and text-array columns, found through
 * information_schema so tables added later are searched too) that contains one of the values,
 * case-insensitively: `table.column: value` for each hit.
 */
export async function findAnywhere(app: TestApp, values: string[]): Promise<string[]> {
  const columns = (await app.ctx.db.execute(sql`
    select table_name, column_name
    from information_schema.columns
    where table_schema = 'public'
      and (data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
           or udt_name in ('_text', '_varchar'))
    order by table_name, ordinal_position`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const value of values) {
      const found = (await app.ctx.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), ${value.toLowerCase()}) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if (Number(found.rows[0]?.n) > 0) hits.push(`${table}.${column}: ${value}`);
    }
  }
  return hits;
}
