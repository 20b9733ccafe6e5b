// A family's request written: its form resolved and checked, then created or changed.
import {
  type BusinessLine,
  type DependantType,
  dependantsMismatch,
} from '@equilibrio/contract/enums';
import { normaliseSchedule, startDateProblem } from '@equilibrio/contract/request-schedule';
import {
  type CustomerRequestWithDependants,
  type RequestForm,
  requestChangedMeanwhileMessage,
} from '@equilibrio/contract/requests';
import { statusDisplayTable } from '@equilibrio/contract/status-display';
import { changedSince } from '@equilibrio/contract/validation';
import { requestEditable } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import { findOwnedAddress } from '../addresses/addresses.service';
import { findOwnedDependants, shareOwnedDependants } from '../dependants/dependants.service';
import { recordConsent } from '../legal/consents.service';
import { recordActivity } from '../workflow/request-activity.service';
import { mailTutors } from '../workflow/request-mails.service';
import { mailTemplates } from '../workflow/workflow.mail';
import { lockRequest, recordRequestCreated, requestNotFound } from '../workflow/workflow.service';
import { changedRequestFields, requestEditedActivity } from './request-changes';
import {
  insertRequest,
  insertRequestDependants,
  type RequestValues,
  replaceRequestDependants,
  updateRequestValues,
} from './request-writes.queries';
import {
  findCompanyBusinessLines,
  findCustomer,
  findOwnedRequest,
  findRequestIdByIdempotencyKey,
} from './requests.queries';
import { getRequest, termsVersionOf } from './requests.service';

const profileMissing = () =>
  new AppError(
    'NOT_FOUND',
    "Attenzione! c'è stato un problema durante il recupero del profilo utente, si prega di effettuare di nuovo il login",
  );

type Customer = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

type ResolvedForm = {
  /** The customer's profile facts (undefined: no profile). */
  customer: Customer | undefined;
  /** What is wrong with the form, by field (empty: nothing). */
  fields: Record<string, string>;
  values: RequestValues;
  dependantIds: number[];
};

/**
 * Reads the customer and checks a request form against their own data — side by side, before
 * any transaction — and turns it into stored values: dependants and address must be theirs (a
 * foreign id reads exactly like a missing one), and the service must be for them (no dog on a
 * babysitter's request); welfare needs a company offering the chosen line,
 * pet sitting takes no languages; the 'Quando' section is stored in the week's order (null when
 * empty). Nothing is thrown here: the caller decides which refusal comes first.
 */
async function resolveForm(
  ctx: AppContext,
  customerUid: string,
  form: RequestForm,
): Promise<ResolvedForm> {
  const fields: Record<string, string> = {};
  const dependantIds = [...new Set(form.dependant)];
  const [customer, owned, address] = await Promise.all([
    findCustomer(ctx.db, customerUid),
    findOwnedDependants(ctx, customerUid, dependantIds),
    form.addressID == null ? undefined : findOwnedAddress(ctx, customerUid, form.addressID),
  ]);
  const dependantProblem = dependantsProblem(form.businessline, dependantIds, owned);
  if (dependantProblem) fields.dependant = dependantProblem;
  if (form.addressID != null && !address) {
    fields.addressID = 'Indirizzo non trovato: aggiorna la pagina e riprova.';
  }
  // From today to the contract's years on, as the form's calendar offers.
  const startDate = form.schedule?.startDate;
  const startProblem = startDate && startDateProblem(startDate, italianDay(ctx.clock.now()));
  if (startProblem) fields['schedule.startDate'] = startProblem;

  if (form.welfare && customer) {
    if (!customer.companyId) {
      fields.welfare = 'Il tuo account non ha un programma welfare aziendale.';
    } else {
      const lines = await findCompanyBusinessLines(ctx.db, customer.companyId);
      if (!lines.includes(form.businessline)) {
        fields.businessline = 'Servizio non incluso nel programma welfare della tua azienda.';
      }
    }
  }

  return {
    customer,
    fields,
    dependantIds,
    values: {
      businessLine: form.businessline,
      message: form.notes?.trim() ? form.notes.trim() : null,
      languages: form.businessline === 'PETSITTER' ? [] : [...new Set(form.languages)],
      // A saved address is copied as it is now; without one, the typed fields are kept.
      addressId: address?.id ?? null,
      street: address ? address.street : (form.address ?? null),
      city: address ? address.city : (form.city ?? null),
      province: address ? address.province : (form.province ?? null),
      postalCode: address ? address.postalCode : (form.postalCode ?? null),
      welfare: form.welfare,
      companyId: form.welfare ? (customer?.companyId ?? null) : null,
      ...(form.schedule === undefined ? {} : { schedule: normaliseSchedule(form.schedule) }),
    },
  };
}

/** What is wrong with the assistiti `ids` of a `line` request, as found (`found`; null: nothing). */
function dependantsProblem(
  line: BusinessLine,
  ids: number[],
  found: { type: DependantType }[],
): string | null {
  if (found.length !== ids.length) return 'Assistito non trovato: aggiorna la pagina e riprova.';
  return dependantsMismatch(
    line,
    found.map((dependant) => dependant.type),
  );
}

/**
 * Inside the writing transaction, the assistiti read again and share-locked until it ends: a kind
 * change or a deletion racing the request (the family's other tab) is either waited for and
 * refused here, or waits and then sees the request naming them (and refuses itself).
 */
async function recheckDependants(tx: Db, customerUid: string, line: BusinessLine, ids: number[]) {
  const problem = dependantsProblem(line, ids, await shareOwnedDependants(tx, customerUid, ids));
  if (problem) refuseInvalid({ dependant: problem });
}

/** Whether a request form leaves the address out: no saved address, nothing typed. */
const namesNoAddress = (form: RequestForm) =>
  form.addressID == null && !form.address && !form.city && !form.province && !form.postalCode;

/** The form's problems as the one 400 answer (nothing written). */
function refuseInvalid(fields: Record<string, string>) {
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Alcuni dati non sono validi.', fields);
  }
}

/** Whether a creation with this Idempotency-Key was already made by this customer (a retry). */
export async function isCreationRetry(ctx: AppContext, customerUid: string, key: string | null) {
  if (!key) return false;
  return (await findRequestIdByIdempotencyKey(ctx.db, { customerUid, key })) !== undefined;
}

/**
 * POST /v2/requests: a new NUOVA request with its dependants, its first history row and the
 * tutors' notification, in one transaction. A retried call with the same idempotency key
 * returns the request the first call created.
 */
export async function createRequest(
  ctx: AppContext,
  customerUid: string,
  form: RequestForm,
  idempotencyKey: string | null = null,
): Promise<CustomerRequestWithDependants> {
  // The form's checks and the retry's lookup side by side (the web app sends a key every time).
  const [{ customer, fields, values, dependantIds }, existing] = await Promise.all([
    resolveForm(ctx, customerUid, form),
    idempotencyKey
      ? findRequestIdByIdempotencyKey(ctx.db, { customerUid, key: idempotencyKey })
      : undefined,
  ]);
  if (!customer) throw profileMissing();
  if (existing) return getRequest(ctx, customerUid, existing);
  refuseInvalid(fields);
  const id = await ctx.db.transaction(async (tx) => {
    await recheckDependants(tx, customerUid, values.businessLine, dependantIds);
    const now = ctx.clock.now();
    const requestId = await insertRequest(tx, {
      ...values,
      customerUid,
      status: 'NUOVA',
      idempotencyKey,
      now,
    });
    await insertRequestDependants(tx, { requestId, dependantIds });
    // The ticked terms box (`conditions`): which texts were accepted, with this request.
    if (form.conditions) {
      await recordConsent(ctx, tx, { uid: customerUid, source: 'request-form', requestId });
    }
    // The first history row (null → NUOVA) and the tutors' email, as the workflow records them.
    await recordRequestCreated(ctx, tx, {
      request: {
        id: requestId,
        customerUid,
        businessLine: values.businessLine,
        assignedTutorUid: null,
      },
      customer,
      actor: { role: 'customer', uid: customerUid },
      welfare: values.welfare,
    });
    return requestId;
  });
  return getRequest(ctx, customerUid, id);
}

/**
 * PUT /v2/requests/{id} ("Aggiungi Info"): only while NUOVA or DA RICHIAMARE (WORKFLOW.md);
 * otherwise 409 with the current status. What the edit changed, by field, is an activity of the
 * request's history in the back office, by the customer (none when nothing changed). `readAt`:
 * the version of the terms the form was opened on (its `termsUpdatedAt`); a change made since is refused
 * (RECORD_CHANGED), not overwritten by the old form's fields.
 */
export async function updateRequest(
  ctx: AppContext,
  customerUid: string,
  id: number,
  form: RequestForm,
  readAt?: string,
): Promise<CustomerRequestWithDependants> {
  const { customer, fields, values, dependantIds } = await resolveForm(ctx, customerUid, form);
  if (!customer) throw requestNotFound();
  await ctx.db.transaction(async (tx) => {
    // Locked, so a tutor's concurrent move cannot interleave; someone else's reads as missing.
    const request = await lockRequest(tx, id, { role: 'customer', uid: customerUid });
    const status = request.status;
    if (!requestEditable(status)) {
      throw new AppError(
        'INVALID_STATE',
        `La richiesta non può più essere modificata: lo stato attuale è «${statusDisplayTable[status].label}».`,
      );
    }
    refuseInvalid(fields);
    await recheckDependants(tx, customerUid, values.businessLine, dependantIds);
    // The request as it was (read under the lock), to tell the tutors what changed.
    const before = await findOwnedRequest(tx, { customerUid, id });
    if (before && changedSince(readAt, termsVersionOf(before))) {
      throw new AppError('RECORD_CHANGED', requestChangedMeanwhileMessage);
    }
    // An edit that names no address keeps the request's own: the one a tutor typed on the first
    // call is in no address book, so the family's form cannot offer it as a choice.
    const stored =
      before && namesNoAddress(form)
        ? {
            ...values,
            addressId: before.addressId,
            street: before.street,
            city: before.city,
            province: before.province,
            postalCode: before.postalCode,
          }
        : values;
    const changed = before ? changedRequestFields(before, { ...stored, dependantIds }) : [];
    await updateRequestValues(tx, { id, customerUid, values: stored, now: ctx.clock.now() });
    await replaceRequestDependants(tx, { requestId: id, dependantIds });
    if (changed.length > 0) {
      await recordActivity(ctx, tx, {
        requestId: id,
        customerUid,
        byUid: customerUid,
        text: requestEditedActivity(changed),
      });
    }
    if (form.conditions) {
      await recordConsent(ctx, tx, { uid: customerUid, source: 'request-form', requestId: id });
    }
    // The tutors read the request as it is now (one email for the changes of 10 minutes); a
    // save that changed nothing tells them nothing.
    if (changed.length > 0) {
      await mailTutors(
        ctx,
        tx,
        { ...request, businessLine: values.businessLine },
        mailTemplates.requestUpdated,
        {},
        { contact: customer },
      );
    }
  });
  return getRequest(ctx, customerUid, id);
}
