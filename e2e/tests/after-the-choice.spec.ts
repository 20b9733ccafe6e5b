import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import {
  api,
  customerApi,
  demoTutor,
  newCustomerWithRequest,
  signInBrowserAs,
  signInNewCustomer,
  signInToken,
} from '../support/accounts';
import { checkoutURL, interviewLaterToday } from '../support/backoffice';
import { newCaregiver } from '../support/caregivers';
import { payByApi } from '../support/payments';

/** With SHOTS_DIR set, the pages are also saved as PNGs there (the README's gallery). */
async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
}

/** Today in Italy, 'yyyy-mm-dd'. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/**
 * Issue 21 items 8, 9, 14: a request whose caregiver (`chosen`) is in service, with `other` as
 * the other candidate — both its own — through the real API and the sandbox checkout.
 */
async function requestInService() {
  const customer = await newCustomerWithRequest();
  const chosen = await newCaregiver();
  const other = await newCaregiver();
  const token = await signInToken(demoTutor.email, demoTutor.password);
  const tutor = (path: string, body?: unknown) =>
    api(`/v1/backoffice/requests/${customer.requestId}/${path}`, { method: 'POST', token, body });
  const id = customer.requestId;
  const [service] = await api<{ id: number }[]>(
    '/v1/backoffice/services?businessLine=BABYSITTER&customerType=B2C',
    { token },
  );
  await tutor('quote', {
    serviceId: service!.id,
    requestDetail: {
      serviceStart: today(),
      serviceEnd: '2099-06-30',
      netHourCost: 11,
      packageFlatCost: null,
      workDays: 'mon-wed-fri',
      workHours: 'aft',
    },
  });
  await customerApi(customer).acceptQuote(id);
  await tutor('start-selection');
  await tutor('candidates', { docRef: chosen.docRef });
  await tutor('candidates', { docRef: other.docRef });
  await tutor('publish-candidates');
  await customerApi(customer).acceptCaregiver(id, chosen.docRef);
  await payByApi(await checkoutURL(customer));
  await tutor('interview', {
    dateTime: (await interviewLaterToday()).iso,
    place: 'A casa della famiglia',
  });
  await tutor('interview-done');
  const tutors = await api<{ uid: string; email: string }[]>('/v1/backoffice/tutors', { token });
  const marco = tutors.find((t) => t.email === demoTutor.email)!;
  await api(`/v1/backoffice/requests/${id}/assignee`, {
    method: 'PUT',
    token,
    body: { tutorUid: marco.uid },
  });
  return { ...customer, chosen, other };
}

for (const [device, width] of [
  ['phone', 390],
  ['desktop', 1280],
] as const) {
  test.describe(`after the choice (${device})`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('the chosen caregiver with phone, the others without, one substitution at a time', async ({
      page,
    }) => {
      const customer = await requestInService();
      await signInBrowserAs(page, customer);
      const id = customer.requestId;
      await page.goto(`/dashboard/request-detail/${id}`);

      // Who follows it, and the way up to the list (a link); this page is not one.
      await expect(page.getByText(`Family tutor: ${demoTutor.name}`)).toBeVisible();
      const trail = page.getByRole('navigation', { name: 'Percorso' });
      await expect(trail.getByRole('link')).toHaveText(['Elenco richieste']);

      const chosen = page.getByRole('article', { name: customer.chosen.fullName });
      await expect(chosen.getByRole('link', { name: customer.chosen.phone! })).toBeVisible();
      // Asked in context, after the interview.
      await expect(page.getByText('Il colloquio si è svolto')).toBeVisible();

      await chosen.getByRole('button', { name: 'Sostituisci' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sostituisci caregiver' });
      await dialog.getByRole('textbox', { name: 'Messaggio' }).fill('Orari non compatibili');
      await dialog.getByRole('button', { name: 'Invia' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Richiesta di sostituzione inviata' }),
      ).toBeVisible();
      const substitute = chosen.getByRole('button', { name: 'Sostituisci' });
      await expect(substitute).toBeDisabled();
      await expect(
        chosen.getByText(/^Sostituzione richiesta (il |l’)\d{1,2} [a-z]{3} \d{4}/),
      ).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'request-page');
      const section = page.getByRole('region', { name: 'Il tuo caregiver' });
      if (process.env.SHOTS_DIR) {
        await section.screenshot({
          path: `${process.env.SHOTS_DIR}/caregivers-section-${page.viewportSize()?.width}.png`,
        });
      }

      // The quote page lists the other candidate, with no contact and no invitation to choose.
      await page.goto(`/dashboard/request-quote/${id}`);
      await expect(page.getByRole('heading', { name: 'Gli altri profili proposti' })).toBeVisible();
      const other = page.getByRole('article', { name: customer.other.fullName });
      await expect(other).toBeVisible();
      await expect(other.getByRole('link', { name: /^\+39/ })).toHaveCount(0);
      await expect(page.getByText(/Scegli quello che preferisci|24 ore/)).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'quote-page-candidates');
    });
  });
}

/** Whether two boxes overlap. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('the NPS widget on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('never covers the terms line or a button of the request form', async ({ page }) => {
    await signInNewCustomer(page);
    await page.goto('/dashboard/request-creation');
    const trail = page.getByRole('navigation', { name: 'Percorso' });
    await expect(trail.getByRole('link', { name: 'Elenco richieste' })).toBeVisible();
    await expect(trail.getByText('Nuova richiesta')).toHaveAttribute('aria-current', 'page');

    // The form is longer than the phone's screen: at its top nothing floats over it.
    const toggle = page.getByRole('button', { name: 'Valuta Equilibrio' });
    await expect(page.getByRole('form', { name: 'Dati della richiesta' })).toBeVisible();
    await expect(toggle).toBeHidden();
    const terms = page.getByText(/Inviando la richiesta accetti/);

    // Focus on the terms link scrolls it into view, clear of the widget if it shows.
    await page
      .getByRole('form', { name: 'Dati della richiesta' })
      .getByRole('link', { name: 'Termini e condizioni' })
      .focus();
    await expect(terms).toBeVisible();
    const widget = await page.locator('[data-nps-toggle]').boundingBox();
    if (widget) expect(overlaps((await terms.boundingBox())!, widget)).toBe(false);

    // At the bottom of the page it rests in its own space: nothing one can tap is under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(toggle).toBeVisible();
    const bottomWidget = (await toggle.boundingBox())!;
    expect(overlaps((await terms.boundingBox())!, bottomWidget)).toBe(false);
    const tappables = page.locator('main').locator('button, a, input, textarea, [role="combobox"]');
    for (const box of await tappables.evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      }),
    )) {
      if (box.width === 0 || box.height === 0) continue;
      expect(overlaps(box, bottomWidget), JSON.stringify(box)).toBe(false);
    }
    // Compact: a round button, not a wide label.
    expect(bottomWidget.width).toBeLessThanOrEqual(56);
    await expectAccessible(page);
    await shot(page, 'request-form-bottom', false);
  });
});
