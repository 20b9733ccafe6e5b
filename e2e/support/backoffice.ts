import { type Browser, expect, type Page } from '@playwright/test';
import {
  api,
  customerApi,
  demoTutor,
  newCustomerWithRequest,
  signInToken,
  type TestCustomer,
  tutorApi,
} from './accounts';

/** The back office's journeys: the demo family tutor's sign-in and screens. */

/** Signs in at the back office's own staff entrance. */
export async function signInAsTutor(page: Page, path = '/backoffice') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Email' }).fill(demoTutor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoTutor.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByTestId('tutor-name')).toHaveText(demoTutor.name);
}

/**
 * The open dialog, once its opening transition has finished: a click during the slide-in can
 * land where the button was a frame earlier on a busy machine.
 */
export async function openDialog(page: Page, name?: string | RegExp) {
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) =>
    Promise.all(
      [element, ...(element.parentElement ? [element.parentElement] : [])].flatMap((el) =>
        // A transition replaced by another rejects: that one is over too.
        el
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished.catch(() => null)),
      ),
    ),
  );
  return dialog;
}

/**
 * A request of a new customer taken to PAGATO: quote, selection of Martina Rossi, the customer's
 * choice, and the payment on the sandbox checkout page (in a browser of the customer's own).
 */
export async function newPaidRequest(browser: Browser): Promise<TestCustomer> {
  const customer = await newCustomerWithRequest();
  const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
  const id = customer.requestId;
  await tutor.sendQuote(id);
  await customerApi(customer).acceptQuote(id);
  await tutor.startSelection(id);
  await tutor.addCandidate(id, 'cg-martina-rossi');
  await tutor.publish(id);
  await customerApi(customer).acceptCaregiver(id, 'cg-martina-rossi');
  const context = await browser.newContext();
  await payOnSandbox(await context.newPage(), customer);
  await context.close();
  return customer;
}

/** The customer pays their DA PAGARE request on the sandbox checkout page, in `page`. */
export async function payOnSandbox(page: Page, customer: TestCustomer) {
  const { checkoutURL } = await api<{ checkoutURL: string }>('/v1/payments/user-request-payment', {
    method: 'POST',
    token: customer.token,
    body: { requestId: customer.requestId },
  });
  await page.goto(checkoutURL);
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Titolare della carta').fill(`${customer.name} ${customer.surname}`);
  await page.getByRole('button', { name: /^Paga \d/ }).click();
  await page.waitForURL(/redirect_status=succeeded/, { waitUntil: 'commit' });
}
