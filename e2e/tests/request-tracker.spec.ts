import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import {
  customerApi,
  demoTutor,
  newCustomerWithRequest,
  signInAccount,
  signInBrowser,
  signInToken,
  tutorApi,
} from '../support/accounts';
import { newCaregiver } from '../support/caregivers';
import { desktop, phone } from '../support/viewports';

/**
 * Where the request stands (issue 21, item 2): the journey tracker marks the current step on
 * Home's card and on the request page, with the next step and who makes it, on a phone and on a
 * desktop, as the request moves from the quote to the payment.
 */

const currentStep = (scope: Page | Locator) =>
  scope.getByRole('list', { name: 'Avanzamento della richiesta' }).locator('[aria-current="step"]');

/** On a phone, then on a desktop: Home's card and the request page mark `step` and say what's next. */
async function expectStep(page: Page, id: number, step: string, nextStep: RegExp) {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await expectStepAtThisWidth(page, id, step, nextStep);
  }
}

async function expectStepAtThisWidth(page: Page, id: number, step: string, nextStep: RegExp) {
  await page.goto('/dashboard/home');
  const card = page
    .getByRole('region', { name: 'In evidenza' })
    .getByRole('article', { name: `Richiesta #${id} · Babysitter` });
  await expect(currentStep(card)).toHaveText(step);
  await expect(card.getByTestId('next-step')).toHaveText(nextStep);
  await expectAccessible(page);

  await page.goto(`/dashboard/request-detail/${id}`);
  // The request page's one tracker, in its status bar (the marker's number is read too).
  await expect(currentStep(page)).toHaveText(new RegExp(`^\\d?${step}$`));
  await expect(page.getByTestId('next-step')).toContainText(nextStep);
  await expectAccessible(page);
}

test('the tracker follows a request from the quote to the payment, on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // A family's first request (NUOVA, babysitter), signed in in the browser.
  const family = await newCustomerWithRequest();
  const id = family.requestId;
  await signInBrowser(page, await signInAccount(family.email, family.password));
  const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
  const customer = customerApi(family);

  await tutor.sendQuote(id);
  await expectStep(
    page,
    id,
    'Preventivo',
    /Prossimo passo: tocca a te leggere il preventivo e accettarlo/,
  );

  await customer.acceptQuote(id);
  await tutor.startSelection(id);
  const { docRef } = await newCaregiver();
  await tutor.addCandidate(id, docRef);
  await tutor.publish(id);
  await customer.acceptCaregiver(id, docRef);
  // The 24-hour hold, to the minute: '27 nov 2026, ore 10:37'.
  await expectStep(
    page,
    id,
    'Pagamento',
    /Prossimo passo: tocca a te completare il pagamento entro (?:il |l’)\d{1,2} [a-z]{3} \d{4}, ore \d{2}:\d{2};/,
  );
});
