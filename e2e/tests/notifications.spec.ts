import { expect, test } from '@playwright/test';
import { newCustomerWithRequest, signInBrowserAs, waitForMail } from '../support/accounts';
import { signInAsTutor } from '../support/backoffice';
import { relative } from '../support/public-pages';

test('the family gets the tutor’s reply by email, and its link opens the conversation', async ({
  browser,
}) => {
  const customer = await newCustomerWithRequest({ name: 'Marta' });
  const id = customer.requestId;

  const tutor = await (await browser.newContext()).newPage();
  await signInAsTutor(tutor, `/backoffice/requests/${id}`);
  const workspace = tutor.getByRole('region', { name: 'Conversazione con la famiglia' });
  await workspace
    .getByRole('textbox', { name: 'Messaggio' })
    .fill('Buongiorno Marta, ci sentiamo domani per il preventivo.');
  await workspace.getByRole('button', { name: 'Rispondi', exact: true }).click();
  await expect(tutor.getByText('Risposta inviata.')).toBeVisible();

  const mail = await waitForMail(customer.email, 'family-tutor-reply');
  expect(mail.subject).toBe(`Hai una nuova risposta dal family tutor sulla richiesta #${id}`);
  expect(mail.link).toContain(`/dashboard/request-detail/${id}#messaggi`);
  expect(mail.text).toContain('Puoi scegliere quali email ricevere');

  const family = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await signInBrowserAs(family, customer);
  await family.goto(relative(mail.link!));
  const conversation = family.getByRole('region', { name: 'Messaggi con il family tutor' });
  await expect(conversation.getByRole('listitem').last()).toContainText(
    'Buongiorno Marta, ci sentiamo domani per il preventivo.',
    { timeout: 30_000 },
  );
  // On a phone the satisfaction button never floats over 'Invia': it rests at the page's end.
  const send = conversation.getByRole('button', { name: 'Invia' });
  await send.scrollIntoViewIfNeeded();
  const sendBox = (await send.boundingBox())!;
  // (null when it is not shown)
  const toggleBox = await family.locator('[data-nps-toggle]').boundingBox();
  const overlaps =
    toggleBox !== null &&
    sendBox.x < toggleBox.x + toggleBox.width &&
    toggleBox.x < sendBox.x + sendBox.width &&
    sendBox.y < toggleBox.y + toggleBox.height &&
    toggleBox.y < sendBox.y + sendBox.height;
  expect(overlaps).toBe(false);
  await family.screenshot({ path: 'test-results/screenshots/notify-conversation-390.png' });

  // The choice of emails, in Dati personali.
  await family.goto('/dashboard/personal-area/personal-info#notifiche');
  const settings = family.getByRole('region', { name: 'Notifiche email' });
  await expect(settings.getByRole('radio', { name: /Tutte le notifiche/ })).toBeChecked();
  await settings.getByRole('radio', { name: /Solo quando devo fare qualcosa/ }).check();
  await expect(family.getByText('Preferenza salvata: da ora ti scriviamo così.')).toBeVisible();
  await settings.scrollIntoViewIfNeeded();
  await family.screenshot({ path: 'test-results/screenshots/notify-settings-390.png' });
});
