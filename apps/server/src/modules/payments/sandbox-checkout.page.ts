import { recurringSentence } from '@equilibrio/contract/cost-sentences';
import { formatEuro } from '@equilibrio/contract/money-format';
import { costLabels } from '@equilibrio/contract/quote-costs';
import { welfareTexts } from '@equilibrio/contract/welfare';
import { escapeHtml, LIGHT_ONLY_META } from '../../lib/html';
import type { PaymentCosts } from './payment-costs';
import { type CardField, type CardForm, groupCardNumber } from './sandbox-cards';

/** What the sandbox checkout page shows. Every value is escaped when rendered. */
export type CheckoutPageModel = {
  ref: string;
  csrfToken: string;
  requestId: number;
  title: string;
  place: string | null;
  costs: PaymentCosts;
  hold: string | null;
  /** The bank declined the last card: why (Italian), and the family tries again here. */
  declined: string | null;
  values: Omit<CardForm, 'cvc'>;
  errors: Partial<Record<CardField, string>>;
};

export type ClosedPageModel = {
  title: string;
  message: string;
  action: { label: string; href: string };
};

const logo = `<svg class="logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#1f7a66"/><circle cx="32" cy="17" r="7" fill="#fff"/><path d="M13 27c5 15 33 15 38 0" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"/><circle cx="32" cy="50" r="4" fill="#f2b705"/></svg>`;
const lock = `<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"/></svg>`;

/** Our colours (the web app's theme): primary #1f7a66, ink #1f2a37, danger #c92a2a. */
const styles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2a37;background:#f4f7f6;line-height:1.5}
a{color:#1c6a5a}
:focus-visible{outline:3px solid #1f7a66;outline-offset:2px}
.top{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:16px 24px;background:#fff;border-bottom:1px solid #dfe6e4}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.25rem;color:#1f2a37;text-decoration:none}
.logo{width:36px;height:36px}
.secure{display:inline-flex;align-items:center;gap:6px;font-size:.875rem;color:#4c555f}
.layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);grid-template-areas:"head pay" "body pay";grid-template-rows:auto 1fr;max-width:1040px;margin:32px auto;background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(31,42,55,.08),0 12px 32px rgba(31,42,55,.06);overflow:hidden}
.head{grid-area:head;background:#edf4f3;padding:40px 40px 0}
.summary{grid-area:body;background:#edf4f3;padding:0 40px 40px}
.pay{grid-area:pay}
.pay{padding:40px}
.eyebrow{margin:0;font-size:.9rem;color:#4c555f}
.then{margin:-8px 0 12px;font-size:.9rem;color:#4c555f}
.total{margin:4px 0 12px;font-size:2.25rem;font-weight:700;letter-spacing:-.01em}
h1{font-size:1.125rem;margin:0}
.place{margin:4px 0 0;color:#4c555f}
.lines{list-style:none;margin:20px 0 0;padding:0;border-top:1px solid #b7d4ce}
.lines li{display:flex;justify-content:space-between;gap:16px;padding:14px 0;border-bottom:1px solid #b7d4ce}
.lines small{display:block;color:#4c555f;font-size:.8125rem;margin-top:2px}
.amount{white-space:nowrap;font-weight:600}
.sum{display:flex;justify-content:space-between;padding:14px 0 0;font-weight:700;font-size:1.0625rem}
.later{margin:24px 0 0}
.later h2,.summary-title{font-size:.8125rem;text-transform:uppercase;letter-spacing:.04em;color:#4c555f;margin:0 0 4px}
.summary-title{margin:16px 0 4px}
.later p{margin:0 0 4px;font-size:.875rem;color:#4c555f}
.later .lines{margin-top:8px}
.later .over-limit,.later .employer{margin-top:8px}
.welfare{margin:16px 0 0;padding:12px 14px;border-radius:10px;background:#fff;font-size:.875rem}
.welfare p{margin:0}
.welfare p+p{margin-top:6px;color:#4c555f}
.hold{margin:24px 0 0;padding:12px 14px;border-radius:10px;background:#fff;font-size:.9rem}
.note{margin:0 0 24px;padding:12px 14px;border-radius:10px;background:#fef9eb;border:1px solid #f9dc87;font-size:.875rem}
.note code{font-size:.875rem;white-space:nowrap}
h2{font-size:1.25rem;margin:0 0 16px}
.alert{margin:0 0 16px;padding:12px 14px;border-radius:10px;background:#fbeeee;border:1px solid #eebbbb;color:#731e20;font-size:.9rem}
.field{margin-bottom:16px}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:6px}
input{display:block;width:100%;font:inherit;font-size:1rem;padding:11px 12px;border:1px solid #93999f;border-radius:8px;background:#fff;color:#1f2a37}
input:focus{border-color:#1f7a66;outline:3px solid rgba(31,122,102,.35);outline-offset:0}
input[aria-invalid=true]{border-color:#c92a2a}
.error{margin:6px 0 0;color:#c92a2a;font-size:.85rem}
.declined{margin:0 0 16px;padding:12px 14px;border-radius:10px;background:#fbeeee;border:1px solid #eebbbb;color:#731e20}
.declined strong{display:block;font-size:1rem}
.declined p{margin:4px 0 0;font-size:.9rem}
.two{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.pay-button{display:block;width:100%;margin-top:8px;padding:14px 16px;font:inherit;font-size:1.0625rem;font-weight:700;color:#fff;background:#1f7a66;border:0;border-radius:10px;cursor:pointer}
.pay-button:hover{background:#1c6a5a}
.pay-button:disabled{background:#1c6a5a;cursor:progress}
.pay-button:disabled::before{content:"";display:inline-block;width:1em;height:1em;margin-right:.5em;vertical-align:-.15em;border:2px solid rgba(255,255,255,.45);border-top-color:#fff;border-radius:50%;animation:spin .8s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.pay-button:disabled::before{animation-duration:3s}}
.cancel{margin-top:12px;text-align:center}
.link-button{font:inherit;font-size:.95rem;color:#1c6a5a;background:none;border:0;padding:8px;text-decoration:underline;cursor:pointer}
.link-button:disabled{color:#4c555f;text-decoration:none;cursor:default}
.fine{margin:24px 0 0;font-size:.8125rem;color:#4c555f;text-align:center}
.closed{max-width:560px;margin:48px auto;background:#fff;border-radius:16px;padding:40px;box-shadow:0 1px 3px rgba(31,42,55,.08),0 12px 32px rgba(31,42,55,.06)}
.closed h1{font-size:1.5rem;margin-bottom:12px}
.button-link{display:inline-block;margin-top:16px;padding:12px 20px;border-radius:10px;background:#1f7a66;color:#fff;font-weight:700;text-decoration:none}
@media (forced-colors:active){.pay-button,.button-link{border:2px solid ButtonText}}
@media (max-width:760px){
  .top{padding:12px 16px}
  .layout{grid-template-columns:1fr;grid-template-areas:"head" "body" "pay";margin:0;border-radius:0;box-shadow:none}
  .layout[data-form-first]{grid-template-areas:"head" "pay" "body"}
  .head{padding:24px 16px 16px}
  .summary{padding:0 16px 24px;border-bottom:1px solid #dfe6e4}
  .pay{padding:24px 16px}
  .total{font-size:1.875rem}
  .closed{margin:0;border-radius:0;padding:32px 16px}
}
`;

function page(title: string, body: string, script = '') {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${LIGHT_ONLY_META}
<title>${escapeHtml(title)} — Equilibrio</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${styles}</style>
${script}
</head>
<body>
<header class="top">
<span class="brand">${logo}<span>Equilibrio</span></span>
<span class="secure">${lock}Pagamento sicuro</span>
</header>
${body}
</body>
</html>`;
}

function field(
  model: CheckoutPageModel,
  name: CardField,
  label: string,
  attrs: string,
  value: string,
) {
  const error = model.errors[name];
  const describedBy = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${describedBy}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

const line = (name: string, amount: string, description?: string | null) =>
  `<li><span>${escapeHtml(name)}${description ? `<small>${escapeHtml(description)}</small>` : ''}</span><span class="amount">${escapeHtml(amount)}</span></li>`;

/** After today's payment: the guarantee's renewal and the caregiver, in the quote's words. */
function laterCosts({ recurring, caregiver }: PaymentCosts) {
  const parts: string[] = [];
  if (recurring) {
    parts.push(`<section class="later" aria-labelledby="later-title">
<h2 id="later-title">Poi</h2>
<ul class="lines">${line(recurring.label, recurring.amount, recurring.when)}</ul>
</section>`);
  }
  if (caregiver) {
    const monthly =
      caregiver.kind === 'hourly' && caregiver.monthly
        ? line(caregiver.monthly.label, caregiver.monthly.value, caregiver.monthly.basis)
        : '';
    // Past one caregiver's legal week the estimate counts 40 hours: why, as the quote says it.
    const overLimit =
      caregiver.kind === 'hourly' &&
      caregiver.monthly?.kind === 'hours' &&
      caregiver.monthly.overLimit
        ? `<p class="over-limit">${escapeHtml(caregiver.monthly.overLimit)}</p>`
        : '';
    const employer = caregiver.employerCosts
      ? `<p class="employer">${escapeHtml(caregiver.employerCosts)}</p>`
      : '';
    parts.push(`<section class="later" aria-labelledby="caregiver-title">
<h2 id="caregiver-title">${escapeHtml(costLabels.caregiver)}</h2>
<p>${escapeHtml(costLabels.caregiverHint)}</p>
<ul class="lines">${
      caregiver.kind === 'flat'
        ? line(
            caregiver.label,
            formatEuro(caregiver.amountCents),
            caregiver.period ? costLabels.flatCostPeriod(caregiver.period) : null,
          )
        : line(caregiver.label, caregiver.amount)
    }${monthly}</ul>${overLimit}${employer}
</section>`);
  }
  return parts.join('\n');
}

/** A welfare request's programme, near the amount and before the card: who pays, what the receipt is for. */
const welfareNote = ({ welfare }: PaymentCosts) =>
  welfare
    ? `<div class="welfare" role="note" aria-label="Programma welfare"><p><strong>${escapeHtml(welfareTexts.programme(welfare))}</strong></p><p>${escapeHtml(welfareTexts.beforePaying)}</p></div>`
    : '';

/** The checkout: the order on one side, the card form on the other (stacked on phones). */
export function renderCheckoutPage(model: CheckoutPageModel) {
  const action = `/checkout/sandbox/${encodeURIComponent(model.ref)}`;
  const csrf = `<input type="hidden" name="_csrf" value="${escapeHtml(model.csrfToken)}">`;
  const hasErrors = Object.keys(model.errors).length > 0;
  const { costs } = model;
  const lines = costs.lines.map((item) => line(item.name, item.amount, item.description)).join('');
  const declined = model.declined
    ? `<div class="declined" role="alert"><strong>Carta rifiutata dalla banca</strong><p>${escapeHtml(model.declined)} Non ti è stato addebitato nulla: controlla i dati o usa un’altra carta e riprova.</p></div>`
    : '';
  // On phones: the total and any renewal to come, the detail of the amount (what is paid for,
  // read before the card is asked for), then the card form — first, under the total, once the
  // card was refused or a field is wrong (what to fix is what she must see).
  const formFirst = model.declined || hasErrors ? ' data-form-first' : '';
  const body = `<main class="layout"${formFirst}>
<header class="head">
<p class="eyebrow">Paga a Equilibrio</p>
<p class="total">${escapeHtml(costs.total)}</p>
${costs.recurring ? `<p class="then">${escapeHtml(recurringSentence(costs.recurring))}</p>` : ''}
<h1 id="order-title">Richiesta #${model.requestId} — ${escapeHtml(model.title)}</h1>
${model.place ? `<p class="place">${escapeHtml(model.place)}</p>` : ''}
${welfareNote(costs)}
</header>
<section class="summary" aria-label="Dettaglio dell’importo">
<h2 class="summary-title">${escapeHtml(costLabels.payNow)}</h2>
<ul class="lines" aria-label="${escapeHtml(costLabels.payNow)}">${lines}</ul>
<p class="sum"><span>${escapeHtml(costLabels.total)}</span><span>${escapeHtml(costs.total)}</span></p>
${laterCosts(costs)}
${model.hold ? `<p class="hold">${escapeHtml(model.hold)}</p>` : ''}
</section>
<section class="pay" aria-labelledby="pay-title">
<p class="note" role="note"><strong>Ambiente di prova:</strong> nessun addebito reale. Usa la carta <code>4242 4242 4242 4242</code> con una scadenza futura e un CVC qualsiasi; la carta <code>4000 0000 0000 0002</code> viene rifiutata.</p>
<h2 id="pay-title">Paga con carta</h2>
${declined}
<p class="alert" role="alert" id="card-alert"${hasErrors ? '' : ' hidden'}>Controlla i dati della carta evidenziati.</p>
<form method="post" action="${action}/pay" novalidate data-card-form>
${csrf}
${field(model, 'number', 'Numero della carta', 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required', groupCardNumber(model.values.number))}
<div class="two">
${field(model, 'expiry', 'Scadenza (MM/AA)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7" required', model.values.expiry)}
${field(model, 'cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required', '')}
</div>
${field(model, 'name', 'Titolare della carta', 'type="text" autocomplete="cc-name" placeholder="Nome e cognome" maxlength="100" required', model.values.name)}
<button type="submit" class="pay-button">${model.declined ? 'Riprova a pagare' : 'Paga'} ${escapeHtml(costs.total)}</button>
</form>
<form method="post" action="${action}/cancel" class="cancel" data-cancel-form>
${csrf}
<button type="submit" class="link-button">Annulla e torna a Equilibrio</button>
</form>
<p class="fine">Pagamento in euro gestito da Equilibrio. I dati della carta non vengono salvati.</p>
</section>
</main>`;
  return page(
    `Pagamento richiesta #${model.requestId}`,
    body,
    '<script src="/checkout/sandbox.js" defer></script>',
  );
}

/** A checkout that cannot be paid (any more): why, and the way back to the portal. */
export function renderClosedPage(model: ClosedPageModel) {
  const body = `<main class="closed" aria-labelledby="closed-title">
<h1 id="closed-title">${escapeHtml(model.title)}</h1>
<p>${escapeHtml(model.message)}</p>
<a class="button-link" href="${escapeHtml(model.action.href)}">${escapeHtml(model.action.label)}</a>
</main>`;
  return page(model.title, body);
}
