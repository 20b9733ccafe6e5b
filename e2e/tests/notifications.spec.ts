import { expect, test } from '@playwright/test';
import {
  api,
  apiAs,
  demoTutor,
  newCustomerWithRequest,
  signInBrowserAs,
  signInToken,
  waitForMail,
} from '../support/accounts';
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
  // Nothing to answer yet: the tutor writes first.
  await workspace.getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(tutor.getByText('Messaggio inviato')).toBeVisible();

  const mail = await waitForMail(customer.email, 'family-tutor-reply');
  expect(mail.subject).toBe(
    `Hai un nuovo messaggio dal family tutor sulla richiesta #${id} (babysitter)`,
  );
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
  // The link's '#messaggi' brings the conversation into view once the page has drawn it: all of
  // it, from its title to 'Invia'.
  await expect(conversation).toBeInViewport({ ratio: 1 });
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
  await expect(
    family.getByText('Preferenza salvata: «Solo quando devo fare qualcosa».'),
  ).toBeVisible();
  await settings.scrollIntoViewIfNeeded();
  await family.screenshot({ path: 'test-results/screenshots/notify-settings-390.png' });
});

test('the tutor’s reply to a message about no request: its email opens Home at the conversation', async ({
  browser,
}) => {
  const customer = await newCustomerWithRequest({ name: 'Sara' });
  // Home holds a few requests: on a phone the conversation below them is screens away.
  const family = apiAs({ idToken: customer.token, uid: customer.uid });
  const child = await family.addDependant({
    name: 'Pietro',
    birthDate: '2019-04-15',
    gender: 'MALE',
  });
  const address = await family.addHomeAddress();
  for (const notes of ['Dopo la scuola', 'Il sabato mattina', 'Durante le vacanze']) {
    await family.post('/v2/requests', {
      dependant: [child.id],
      addressID: address.id,
      businessline: 'BABYSITTER',
      languages: ['italian'],
      notes,
      conditions: true,
    });
  }
  // 'Contatta assistenza', then the tutor's reply from the assistance inbox.
  const question = await family.post<{ id: number }>('/api/v1/user-controller/assistance', {
    message: 'Come cambio il mio indirizzo email?',
    type: 'GENERIC',
  });
  await api(`/v1/backoffice/assistance/${question.id}/thread`, {
    method: 'POST',
    token: await signInToken(demoTutor.email, demoTutor.password),
    body: { message: 'Buongiorno Sara, da Area personale › Dati personali.' },
  });
  const mail = await waitForMail(customer.email, 'family-tutor-reply');
  expect(mail.subject).toBe('Hai un nuovo messaggio dal family tutor');
  expect(mail.link).toMatch(/\/dashboard\/home#messaggi$/);

  const page = await (
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
  ).newPage();
  await signInBrowserAs(page, customer);
  const conversation = page.getByRole('region', { name: 'Messaggi con il family tutor' });
  const heading = conversation.getByRole('heading', { name: 'Messaggi con il family tutor' });
  // The reply not read yet: the conversation is the first thing on Home.
  await page.goto(relative(mail.link!));
  await expect(conversation.getByRole('listitem').last()).toContainText(
    'Buongiorno Sara, da Area personale › Dati personali.',
    { timeout: 30_000 },
  );
  await expect(heading).toBeInViewport();
  await page.screenshot({ path: 'test-results/screenshots/home-reply-unread-390.png' });

  // The link opened again (a new page load), the reply read: the conversation is back below the
  // requests, and the link still leads there once they are drawn.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Richieste attive' })).toBeVisible({
    timeout: 30_000,
  });
  // All of it on the screen, a screen and more down the page.
  await expect(conversation).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844);
  await page.screenshot({ path: 'test-results/screenshots/home-reply-read-390.png' });
});
