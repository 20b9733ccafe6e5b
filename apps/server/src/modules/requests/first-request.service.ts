import { createHash } from 'node:crypto';
import { type BusinessLine, needsChoices, type RequestStatus } from '@equilibrio/contract/enums';
import type { FirstRequest } from '@equilibrio/contract/requests';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { getCompany, listCompanyServices } from '../catalog/companies.service';
import { recordConsent } from '../legal/consents.service';
import { recordRequestCreated } from '../workflow/workflow.service';
import {
  findRequestByIdempotencyKey,
  insertFirstRequest,
  upsertCustomerProfile,
} from './first-request.queries';

export type FirstRequestOutcome = {
  request: { id: number; status: RequestStatus };
  /** False when an identical earlier call already created it (idempotent retry). */
  created: boolean;
};

/**
 * The sign-up page's first request (spec §4 "Sign-up flow"): the visitor, signed in anonymously,
 * sends their contact data and need. In one transaction: their product profile, a NUOVA request
 * with its first history row, the consent records of the ticked terms box, and the tutors'
 * notification. An identical retry (same caller, same
 * content) answers the request it already created instead of creating a second one.
 *
 * The email an anonymous visitor types is unverified: it blocks nobody and reveals nothing. Other
 * visitors' profiles may carry the same address, and the answer is the same whether or not an
 * account is registered with it; who gets the address is settled when a password is set (the
 * identity service's EMAIL_EXISTS, the claim link's 409). A signed-in customer uses their own.
 */
export async function submitFirstRequest(
  ctx: AppContext,
  caller: AuthUser,
  input: FirstRequest,
): Promise<FirstRequestOutcome> {
  // A foreign uid answers like a missing one (house rule): no hint that it exists.
  if (input.uid !== caller.uid) throw new AppError('NOT_FOUND', 'Utente non trovato.');
  if (caller.role !== 'customer') {
    throw new AppError('FORBIDDEN', 'La prima richiesta è riservata alle famiglie.');
  }
  const email = input.email.toLowerCase();
  if (!caller.isAnonymous && caller.email && caller.email !== email) {
    throw new AppError(
      'CONFLICT',
      `L’email della richiesta deve essere quella del tuo account (${caller.email}).`,
      { 'body.email': `Usa l’email del tuo account: ${caller.email}` },
    );
  }
  const companyId = input.companyId?.trim() || null;
  const details = input.details?.trim() || null;
  const key = idempotencyKey({ ...input, email, companyId, details });
  const now = ctx.clock.now();

  return ctx.db.transaction(async (tx) => {
    const existing = await findRequestByIdempotencyKey(tx, caller.uid, key);
    if (existing) return { request: asResult(existing), created: false };

    const company = companyId ? await getCompany(ctx, companyId, tx) : null;
    const offered = needsChoices(company ? await listCompanyServices(ctx, company.id, tx) : null);
    const businessLine = businessLineOf(input.needs, offered);
    const joined = await upsertCustomerProfile(tx, {
      uid: caller.uid,
      email,
      name: input.name,
      surname: input.surname,
      phone: input.phone,
      b2bCompanyId: company?.id ?? null,
      now,
    });
    // An account already in another company's programme is not moved by this page's (any
    // family could have joined any programme so); nothing is saved.
    if (company && joined !== company.id) {
      throw new AppError(
        'CONFLICT',
        'Il tuo account è già collegato al programma welfare di un’altra azienda: per cambiarlo scrivi all’assistenza.',
      );
    }
    // A welfare request only among the company's services; a company offering none yet leaves
    // the spec's choices, and the request is an ordinary one (the family still joins the company).
    const welfare = offered.fromCompany ? company : null;
    const request = await insertFirstRequest(tx, {
      customerUid: caller.uid,
      businessLine,
      needs: input.needs,
      message: details,
      companyId: welfare?.id ?? null,
      idempotencyKey: key,
      now,
    });
    if (!request) {
      // A concurrent identical call committed first: answer its request.
      const winner = await findRequestByIdempotencyKey(tx, caller.uid, key);
      if (!winner) throw new AppError('CONFLICT', 'Richiesta già in corso, riprova.');
      return { request: asResult(winner), created: false };
    }
    // The ticked terms box: which privacy notice and terms were accepted, with this request.
    await recordConsent(ctx, tx, { uid: caller.uid, source: 'sign-up', requestId: request.id });
    // The first history row and the tutors' email, as for every new request.
    await recordRequestCreated(ctx, tx, {
      request: { id: request.id, customerUid: caller.uid, businessLine, assignedTutorUid: null },
      customer: { email, name: input.name, surname: input.surname },
      actor: { role: 'customer', uid: caller.uid },
      note: welfare
        ? `Prima richiesta dalla registrazione (welfare ${welfare.name})`
        : 'Prima richiesta dalla registrazione',
      welfare: welfare !== null,
    });
    return { request: asResult(request), created: true };
  });
}

const asResult = (row: { id: number; status: RequestStatus }) => ({
  id: row.id,
  status: row.status,
});

/** The business line of a first request's "needs": one of the choices offered (`needsChoices`). */
function businessLineOf(needs: string, offered: ReturnType<typeof needsChoices>): BusinessLine {
  const choice = offered.choices.find((c) => c.value === needs);
  if (choice) return choice.businessLine;
  throw new AppError('VALIDATION_FAILED', 'Alcuni dati non sono validi.', {
    'body.needs': `Scegli uno dei servizi proposti: ${offered.choices.map((c) => c.value).join(', ')}.`,
  });
}

/** Same caller + same content = same request. The uid is part of the key's scope (unique index). */
function idempotencyKey(
  input: FirstRequest & { companyId: string | null; details: string | null },
) {
  const content = JSON.stringify([
    input.name,
    input.surname,
    input.email,
    input.phone,
    input.needs,
    input.details,
    input.companyId,
  ]);
  return `first-request:${createHash('sha256').update(content).digest('base64url')}`;
}
