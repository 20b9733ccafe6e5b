import {
  cardFieldErrors,
  digitsOf,
  groupCardNumber,
  italianMonth,
  luhnValid,
  parseExpiry,
} from './sandbox-cards';

/**
 * The sandbox checkout's script (served from our origin, so the Content-Security-Policy allows
 * it; the page works without it too): it groups the card number as it is typed, and checks the
 * fields before posting with the server's own rules — the same functions, sent as their source —
 * showing each error next to its field, in Italian.
 */
const browserCode = `() => {
  const page = document.querySelector('form[data-card-form]');
  if (!page) return;
  const form = page;
  const fields = ['number', 'expiry', 'cvc', 'name'];
  const input = (name) => form.querySelector('#' + name);
  const values = () => ({
    number: input('number').value,
    expiry: input('expiry').value,
    cvc: input('cvc').value,
    name: input('name').value,
  });
  const touched = new Set();

  function show(name, message) {
    const field = input(name);
    let error = document.getElementById(name + '-error');
    if (!message) {
      error?.remove();
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
      return;
    }
    if (!error) {
      error = document.createElement('p');
      error.className = 'error';
      error.id = name + '-error';
      field.insertAdjacentElement('afterend', error);
    }
    error.textContent = message;
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', error.id);
  }

  const number = input('number');
  number.addEventListener('input', () => {
    const atEnd = number.selectionStart === number.value.length;
    if (atEnd) number.value = groupCardNumber(number.value);
  });
  const expiry = input('expiry');
  expiry.addEventListener('blur', () => {
    const parsed = parseExpiry(expiry.value);
    if (parsed) {
      expiry.value = String(parsed.month).padStart(2, '0') + '/' + String(parsed.year).slice(-2);
    }
  });
  const check = (name) => {
    const errors = cardFieldErrors(values(), new Date());
    show(name, errors[name]);
    if (!fields.some((field) => input(field).getAttribute('aria-invalid'))) {
      document.getElementById('card-alert')?.setAttribute('hidden', '');
    }
  };
  for (const name of fields) {
    // Checked on leaving the field; a field showing an error is checked again as it is typed
    // in, so the error goes the moment it is fixed (and nothing moves under the pointer later).
    input(name).addEventListener('blur', () => {
      if (input(name).value.trim()) touched.add(name);
      if (touched.has(name)) check(name);
    });
    input(name).addEventListener('input', () => {
      if (input(name).getAttribute('aria-invalid')) check(name);
    });
  }
  // From the first tap on «Paga» (or «Annulla») both buttons are off and «Paga» says it is
  // working: a second tap sends nothing (the server answers a form sent twice as the first).
  const payButton = form.querySelector('button[type="submit"]');
  const cancelForm = document.querySelector('form[data-cancel-form]');
  const cancelButton = cancelForm?.querySelector('button[type="submit"]');
  const payLabel = payButton.textContent;
  let sending = false;
  const setSending = (on, paying) => {
    sending = on;
    payButton.disabled = on;
    if (cancelButton) cancelButton.disabled = on;
    payButton.textContent = on && paying ? 'Pagamento in corso…' : payLabel;
  };
  form.addEventListener('submit', (event) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    const errors = cardFieldErrors(values(), new Date());
    for (const name of fields) show(name, errors[name]);
    const first = fields.find((name) => errors[name]);
    if (!first) {
      setSending(true, true);
      return;
    }
    event.preventDefault();
    for (const name of fields) touched.add(name);
    document.getElementById('card-alert')?.removeAttribute('hidden');
    input(first).focus();
  });
  cancelForm?.addEventListener('submit', (event) => {
    if (sending) event.preventDefault();
    else setSending(true, false);
  });
  // Back on this page from the browser's memory of it: the buttons work again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setSending(false, false);
  });
}`;

const shared = [digitsOf, luhnValid, parseExpiry, italianMonth, groupCardNumber, cardFieldErrors];

/** The script's text, served at /checkout/sandbox.js. */
export const cardScript = `"use strict";
(() => {
const __name = (target) => target;
${shared.map((fn) => fn.toString()).join('\n')}
(${browserCode})();
})();
`;
