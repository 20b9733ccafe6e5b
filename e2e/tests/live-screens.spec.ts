import { expect, test } from '@playwright/test';
import {
  demoTutor,
  newCustomerWithRequest,
  signInBrowserAs,
  signInToken,
  tutorApi,
} from '../support/accounts';
import { signInAsTutor } from '../support/backoffice';
import { acceptQuote } from '../support/forms';

/**
 * Live screens (GET /v1/events): the family and the tutor, each in a browser of their own, see
 * the other's action arrive on the page they are looking at — no reload.
 */
test('the family sees the quote arrive, the tutor sees it accepted, without reloading', async ({
  browser,
}) => {
  const customer = await newCustomerWithRequest();
  const id = customer.requestId;

  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await signInBrowserAs(family, customer);
  await family.goto(`/dashboard/request-quote/${id}`);
  const quote = family.getByRole('region', { name: 'Il tuo preventivo' });
  await expect(quote).toContainText('Il preventivo non è ancora pronto');

  const tutorContext = await browser.newContext();
  const tutorPage = await tutorContext.newPage();
  await signInAsTutor(tutorPage, `/backoffice/requests/${id}`);
  await expect(tutorPage.getByRole('heading', { level: 1 })).toContainText('Nuova');

  // The tutor sends the quote (its form is another journey's): the family's page shows it.
  await tutorApi(await signInToken(demoTutor.email, demoTutor.password)).sendQuote(id);
  await expect(quote.getByText('11,00 €/h')).toBeVisible();
  await expect(quote.getByText('In attesa di conferma')).toBeVisible();
  await expect(tutorPage.getByRole('heading', { level: 1 })).toContainText('Inviato preventivo');

  // The family accepts: the tutor's request page moves on by itself.
  await acceptQuote(quote);
  await expect(quote.getByText('Preventivo accettato')).toBeVisible();
  await expect(tutorPage.getByRole('heading', { level: 1 })).toContainText('Preventivo accettato');

  // And the tutor's inbox says when it was last brought up to date.
  await tutorPage.goto('/backoffice');
  await expect(tutorPage.getByTestId('updated-at')).toHaveText(/^Aggiornato alle \d{2}:\d{2}$/);

  await familyContext.close();
  await tutorContext.close();
});
