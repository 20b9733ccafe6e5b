import { familyServiceName, isActiveStatus, type RequestStatus } from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { paymentCancelledPath, paymentResultPath } from '@equilibrio/contract/payments';
import { fullName } from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import { formatItalianDateTime } from '../workflow/mail-facts';
import { REPLACED_REASON } from './checkout.service';
import { paymentCosts } from './payment-costs';
import { findHeldChoice } from './payment-request.queries';
import { findSandboxCheckout, findSettledPayment, noteDeclinedCard } from './payments.queries';
import { type CardForm, checkCard, declineReasonOf } from './sandbox-cards';
import type { CheckoutPageModel, ClosedPageModel } from './sandbox-checkout.page';
import { settlePayment } from './settle-payment';

/**
 * What the checkout writes back into its form after a declined card, as Stripe's does: the
 * cardholder and the expiry. Never the card number or its security code.
 */
export type KeptCardFields = Pick<CardForm, 'name' | 'expiry'>;

/**
 * What the sandbox routes answer: the form, a closed checkout's page, or a redirect (`keep`:
 * the fields the page it leads to fills in again, after a declined card).
 */
export type SandboxView =
  | { kind: 'form'; status: number; model: Omit<CheckoutPageModel, 'csrfToken'> }
  | { kind: 'closed'; status: number; model: ClosedPageModel }
  | { kind: 'redirect'; location: string; keep?: KeptCardFields };

const DASHBOARD = '/dashboard/home';
const RETYPE_NUMBER = 'Per sicurezza inserisci di nuovo il numero della carta';
const REF_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const closed = (status: number, title: string, message: string): SandboxView => ({
  kind: 'closed',
  status,
  model: { title, message, action: { label: 'Torna alla dashboard', href: DASHBOARD } },
});

const notFound = () =>
  closed(
    404,
    'Pagamento non trovato',
    'Il collegamento al pagamento non è valido. Torna alla dashboard e premi di nuovo «Effettua pagamento».',
  );

/** What a family does after a payment page that is closed, by where its request stands. */
function whatNext(status: RequestStatus, requestId: number) {
  if (status === 'DA PAGARE') {
    return `Per pagare la richiesta #${requestId}, torna alla dashboard e premi di nuovo «Effettua pagamento».`;
  }
  if (status === 'STAND BY') {
    return `La richiesta #${requestId} è in pausa: il tuo family tutor ti dirà quando riprende. Nella dashboard trovi a che punto è.`;
  }
  if (status === 'INVIATO CV') {
    return `Il profilo che avevi scelto per la richiesta #${requestId} non è più riservato per te: nella pagina della richiesta puoi scegliere di nuovo il caregiver.`;
  }
  if (isActiveStatus(status)) {
    return `La richiesta #${requestId} non è più in attesa di pagamento: nella dashboard trovi a che punto è.`;
  }
  return `La richiesta #${requestId} è chiusa: non c’è nulla da pagare.`;
}

/** Where a paid checkout sends the browser: Home's payment modal, as the payment did. */
const paidView = (requestId: number): SandboxView => ({
  kind: 'redirect',
  location: paymentResultPath(requestId, 'succeeded'),
});

/**
 * The open checkout of a reference, or what to answer instead: this checkout paid already (a
 * second tap on «Paga», the form sent again, the browser's Back) answers as its payment did —
 * Home's success modal, nothing charged twice —; any other closed checkout, a page that says why
 * it cannot be paid.
 */
async function loadOpen(ctx: AppContext, ref: string, finishedStatus: number) {
  if (!REF_PATTERN.test(ref)) return { view: notFound() };
  const found = await findSandboxCheckout(ctx.db, ref);
  if (!found) return { view: notFound() };
  const { payment } = found;
  if (payment.status === 'paid') return { view: paidView(payment.requestId) };
  const now = ctx.clock.now();
  if (payment.status === 'open' && payment.expiresAt.getTime() <= now.getTime()) {
    await settlePayment(ctx, payment.id, { state: 'expired' }, 'sandbox');
    payment.status = 'expired';
  }
  if (payment.status !== 'open') {
    // The request was paid on another checkout (a newer one, in another tab): not this one.
    if (await findSettledPayment(ctx.db, payment.requestId)) {
      return {
        view: closed(
          finishedStatus,
          'Pagamento già effettuato',
          `La richiesta #${payment.requestId} è già stata pagata da un’altra pagina di pagamento: da questa non ti è stato addebitato nulla. Nella dashboard trovi a che punto è.`,
        ),
      };
    }
    const what =
      payment.failureReason === REPLACED_REASON
        ? 'è stata sostituita da una nuova'
        : payment.status === 'expired'
          ? 'è scaduta'
          : 'è chiusa';
    // Paused or closed meanwhile, its hold expired: there is nothing to pay now.
    const next = whatNext(found.request.status, payment.requestId);
    return {
      view: closed(
        finishedStatus,
        'Pagamento non più disponibile',
        `Questa pagina di pagamento ${what} e non accetta più pagamenti: non ti è stato addebitato nulla. ${next}`,
      ),
    };
  }
  return { found, now };
}

async function formView(
  ctx: AppContext,
  found: NonNullable<Awaited<ReturnType<typeof findSandboxCheckout>>>,
  form: {
    values: Omit<CardForm, 'cvc'>;
    errors: CheckoutPageModel['errors'];
    status: number;
    declined?: string;
  },
): Promise<SandboxView> {
  const { payment, request } = found;
  const held =
    request.status === 'DA PAGARE' ? await findHeldChoice(ctx.db, request.id) : undefined;
  return {
    kind: 'form',
    status: form.status,
    model: {
      ref: payment.providerRef!,
      requestId: request.id,
      title: familyServiceName(request.businessLine),
      place: request.city
        ? `${request.city}${request.province ? ` (${request.province})` : ''}`
        : null,
      costs: await paymentCosts(ctx, ctx.db, payment),
      hold: held?.holdExpiresAt
        ? `Il profilo di ${fullName(held.name, held.surname)} resta riservato per te fino ${withDayArticle('a', formatItalianDateTime(held.holdExpiresAt))}.`
        : null,
      values: form.values,
      errors: form.errors,
      declined: form.declined ?? null,
    },
  };
}

/** GET /checkout/sandbox/{ref} */
export async function viewSandboxCheckout(
  ctx: AppContext,
  ref: string,
  /** The last four digits of the card just declined (the redirect after it), if any. */
  declinedLast4: string | null = null,
  /** What the family typed with the declined card, filled in again. */
  kept: KeptCardFields | null = null,
): Promise<SandboxView> {
  const loaded = await loadOpen(ctx, ref, 410);
  if (!loaded.found) return loaded.view;
  const declined = declinedLast4 ? declineReasonOf(declinedLast4) : null;
  return formView(ctx, loaded.found, {
    values: { number: '', expiry: '', name: '', ...(declined ? kept : null) },
    errors: {},
    status: 200,
    declined: declined ?? undefined,
  });
}

/**
 * POST /checkout/sandbox/{ref}/pay: checks the card like a processor would. An invalid form
 * comes back with its errors; a declined card leads back to the checkout (open), which says the
 * bank's reason above the form to try again; an approved card pays the request and returns the browser
 * to Home's payment modal.
 */
export async function paySandboxCheckout(
  ctx: AppContext,
  ref: string,
  form: CardForm,
): Promise<SandboxView> {
  const loaded = await loadOpen(ctx, ref, 409);
  if (!loaded.found) return loaded.view;
  const { payment } = loaded.found;
  const check = checkCard(form, loaded.now);
  if (!check.ok) {
    // A card number is never written back into the page: one that is not valid comes back to
    // be corrected; a valid one is typed again.
    const numberWrong = Boolean(check.errors.number);
    return formView(ctx, loaded.found, {
      values: { number: numberWrong ? form.number : '', expiry: form.expiry, name: form.name },
      errors: numberWrong ? check.errors : { number: RETYPE_NUMBER, ...check.errors },
      status: 422,
    });
  }
  if (!check.approved) {
    // As at a real checkout, a declined card leaves the checkout open: the family stays here,
    // reads why, and tries again (another card); nothing is charged or closed.
    ctx.log.info(
      { paymentId: payment.id, requestId: payment.requestId, last4: check.last4 },
      `sandbox card declined: ${check.reason}`,
    );
    await noteDeclinedCard(
      ctx.db,
      { id: payment.id, provider: 'sandbox' },
      { last4: check.last4, reason: check.reason },
      loaded.now,
    );
    // Told by a redirect to the page (not drawn as the post's answer): the browser's Back after
    // the payment that follows finds a page, not a form to send again ('Conferma nuovo invio').
    // The cardholder and the expiry stay filled in; the card is typed again.
    return {
      kind: 'redirect',
      location: `/checkout/sandbox/${ref}?rifiutata=${check.last4}`,
      keep: { name: form.name, expiry: form.expiry },
    };
  }
  const result = await settlePayment(
    ctx,
    payment.id,
    { state: 'paid', amountCents: payment.amountCents, currency: payment.currency },
    'sandbox',
  );
  // Paid by this post, or by the same form sent a moment before (a double tap): the same answer.
  if (result?.status === 'paid') return paidView(payment.requestId);
  // Closed (replaced, paused) while the card was being checked: nothing was charged.
  const reloaded = await loadOpen(ctx, ref, 409);
  if (!reloaded.found) return reloaded.view;
  return { kind: 'redirect', location: paymentResultPath(payment.requestId, 'failed') };
}

/** POST /checkout/sandbox/{ref}/cancel: the customer gives up; nothing is charged. */
export async function cancelSandboxCheckout(ctx: AppContext, ref: string): Promise<SandboxView> {
  const loaded = await loadOpen(ctx, ref, 409);
  if (!loaded.found) return loaded.view;
  const { payment } = loaded.found;
  await settlePayment(
    ctx,
    payment.id,
    { state: 'canceled', reason: 'Annullato dalla famiglia.' },
    'sandbox',
  );
  return { kind: 'redirect', location: paymentCancelledPath(payment.requestId) };
}

/** The page for a form whose anti-forgery token is missing or stale. */
export const staleFormView = (ref: string): SandboxView => ({
  kind: 'closed',
  status: 403,
  model: {
    title: 'Modulo scaduto',
    message:
      'Per sicurezza il modulo di pagamento va ricaricato. Nessun importo è stato addebitato.',
    action: {
      label: 'Ricarica il pagamento',
      href: REF_PATTERN.test(ref) ? `/checkout/sandbox/${ref}` : DASHBOARD,
    },
  },
});
