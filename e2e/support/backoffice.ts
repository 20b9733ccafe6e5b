import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  api,
  customerApi,
  demoTutor,
  newCustomerWithRequest,
  signInBrowserAs,
  signInToken,
  type TestCustomer,
  tutorApi,
} from './accounts';
import { newCaregiver, type TestCaregiver } from './caregivers';
import { payByApi } from './payments';

/** The back office's journeys: the demo family tutor's sign-in and screens. */

/** An instant's day and time in Italy: 'dd/mm/yyyy' and 'HH:mm', as the interview form takes them. */
const romeDateTime = (at: Date) => {
  const part = (type: string) =>
    new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .find((p) => p.type === type)?.value;
  return {
    date: `${part('day')}/${part('month')}/${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
};

/**
 * An interview a few minutes ahead, still today in Italy, for a journey that records its outcome
 * right away ('Colloquio riuscito' waits for the interview's day). In the day's last minutes it
 * waits for the next day (and gives the test the time waited). `date` and `time` for the form,
 * `iso` for the API.
 */
export async function interviewLaterToday() {
  for (;;) {
    const now = new Date();
    const at = new Date(now.getTime() + 3 * 60_000);
    const when = romeDateTime(at);
    if (when.date === romeDateTime(now).date) return { ...when, iso: at.toISOString() };
    test.info().setTimeout(test.info().timeout + 30_000);
    await new Promise((resolve) => setTimeout(resolve, 20_000));
  }
}

/**
 * The demo family tutor, signed in with a session put in the browser (no form to type in), on
 * `path` of the back office.
 */
export async function signInAsTutor(page: Page, path = '/backoffice') {
  await signInBrowserAs(page, demoTutor);
  await page.goto(path);
  await expect(page.getByTestId('tutor-name')).toHaveText(demoTutor.name);
}

/** Signs in at the back office's own staff entrance, through its form (the journeys about it). */
export async function signInAtStaffEntrance(page: Page, path = '/backoffice') {
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

/** On the open "Nuovo caregiver" form of the back office: the caregiver's type and name. */
export async function nameNewCaregiver(page: Page, type: string, name: string, surname: string) {
  await expect(page.getByRole('heading', { name: 'Nuovo caregiver' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: type }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Cognome' }).fill(surname);
}

/**
 * The family accepts the candidate `name` on its request page (the button within `card`, the
 * whole page unless told) and confirms it; resolves once the page has reloaded with the choice.
 */
export async function acceptCandidate(page: Page, name: string, card: Locator | Page = page) {
  await card.getByRole('button', { name: `Accetta ${name}` }).click();
  const dialog = await openDialog(page, 'Accetta caregiver');
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Accetta', exact: true }).click();
  await reloaded;
}

/**
 * A request of a new customer taken to PAGATO: quote, selection of `caregiver` (one of its own
 * unless told: `newCaregiver`), the customer's choice, and the payment of the sandbox checkout
 * with the good card. Answers the customer and the caregiver, now held on the request.
 */
export async function newPaidRequest(
  given?: TestCaregiver,
): Promise<TestCustomer & { caregiver: TestCaregiver }> {
  const customer = await newCustomerWithRequest();
  const caregiver = given ?? (await newCaregiver());
  const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
  const id = customer.requestId;
  await tutor.sendQuote(id);
  await customerApi(customer).acceptQuote(id);
  await tutor.startSelection(id);
  await tutor.addCandidate(id, caregiver.docRef);
  await tutor.publish(id);
  await customerApi(customer).acceptCaregiver(id, caregiver.docRef);
  await payByApi(await checkoutURL(customer));
  return { ...customer, caregiver };
}

/** The checkout address of the customer's DA PAGARE request ('Effettua pagamento'). */
export async function checkoutURL(customer: TestCustomer) {
  const answer = await api<{ checkoutURL: string }>('/v1/payments/user-request-payment', {
    method: 'POST',
    token: customer.token,
    body: { requestId: customer.requestId },
  });
  return answer.checkoutURL;
}
