import {
  customerApi,
  demoTutor,
  newCustomerWithRequest,
  signInAccount,
  signInOnFirstLoad,
  signInToken,
  tutorApi,
  verifyEmail,
} from '../support/accounts';
import { tutorial } from './recording';

const test = tutorial('conferma-caregiver');

/**
 * "Conferma Caregiver": the family tutor has sent three profiles; the customer opens them from
 * Home, reads the cards, accepts one (held for 24 hours) and pays on the checkout page.
 */
test('Conferma Caregiver', async ({ page, pause }) => {
  // The request of a new customer, quoted and accepted, with three candidates published.
  const customer = await newCustomerWithRequest({ name: 'Giulia' });
  await verifyEmail(customer.token, customer.email);
  const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
  const id = customer.requestId;
  await tutor.sendQuote(id);
  await customerApi(customer).acceptQuote(id);
  await tutor.startSelection(id);
  // The demo's own faces (a recording runs alone); Martina is in service for the demo family.
  for (const docRef of ['cg-martina-rossi', 'cg-sofia-ricci', 'cg-luca-marino']) {
    await tutor.addCandidate(id, docRef, { confirmBusy: true });
  }
  await tutor.publish(id);
  await signInOnFirstLoad(page, await signInAccount(customer.email, customer.password));

  await page.goto('/dashboard/home');
  const featured = page.getByRole('region', { name: 'In evidenza' });
  await featured.waitFor();
  await pause(2000);
  await featured.getByRole('link', { name: `Visualizza profili — richiesta #${id}` }).click();

  await page.getByRole('heading', { name: 'Profili selezionati per te' }).waitFor();
  await pause(2500);
  const sofia = page.getByRole('article', { name: 'Sofia Ricci' });
  await sofia.hover();
  await pause(1500);
  await sofia.getByRole('button', { name: 'Accetta Sofia Ricci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accetta caregiver' });
  await dialog.waitFor();
  await pause(2500);
  await dialog.getByRole('button', { name: 'Accetta', exact: true }).click();

  // The page reloads: the chosen caregiver is held for 24 hours, waiting for the payment.
  await page.getByText('Riservato per te fino al').waitFor();
  await pause(3000);
  await page.getByRole('button', { name: `Effettua pagamento — richiesta #${id}` }).click();

  await page.waitForURL(/\/checkout\/sandbox\//);
  await pause(1500);
  const type = (label: string, text: string) =>
    page.getByLabel(label).pressSequentially(text, { delay: 60 });
  await type('Numero della carta', '4242 4242 4242 4242');
  await type('Scadenza (MM/AA)', '12/34');
  await type('CVC', '123');
  await type('Titolare della carta', `${customer.name} ${customer.surname}`);
  await pause(800);
  await page.getByRole('button', { name: /^Paga \d/ }).click();

  await page.waitForURL(/redirect_status=succeeded/);
  await page.getByText('Pagamento effettuato con successo!').waitFor();
  await pause(2500);
  await page.getByRole('button', { name: 'Torna alla dashboard' }).click();
  await page
    .getByRole('link', { name: `Visualizza dettagli — richiesta #${id}` })
    .first()
    .click();
  await page.getByRole('article', { name: 'Sofia Ricci' }).waitFor();
  await pause(3000);
});
