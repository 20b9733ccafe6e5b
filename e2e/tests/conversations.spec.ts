import { expect, test } from '@playwright/test';
import { demoTutor, newCustomerWithRequest, signInBrowserAs } from '../support/accounts';
import { signInAsTutor } from '../support/backoffice';

/** A tiny PDF (the server checks the content, not the name). */
const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

test('the family writes to the tutor, the tutor replies in the back office, the family reads the reply', async ({
  browser,
}) => {
  const customer = await newCustomerWithRequest({ name: 'Lucia' });
  const id = customer.requestId;

  // The family writes on the request page, with a file.
  const family = await (await browser.newContext()).newPage();
  await signInBrowserAs(family, customer);
  await family.goto(`/dashboard/request-detail/${id}`);
  const conversation = family.getByRole('region', { name: 'Messaggi con il family tutor' });
  // The page's first load on a fresh server (and a busy machine) may take longer than a step.
  await expect(conversation.getByText('Di solito rispondiamo entro 4 ore lavorative.')).toBeVisible(
    { timeout: 30_000 },
  );
  await conversation.getByRole('button', { name: 'Invia' }).click();
  await expect(conversation.getByText('Scrivi un messaggio prima di inviarlo.')).toBeVisible();
  // The field grows with a long message up to ten rows, then scrolls; the browser sizes it, so the
  // page never measures it in a hidden copy (Mantine's autosize, a layout at every keystroke).
  const message = conversation.getByRole('textbox', { name: 'Messaggio' });
  const height = () => message.evaluate((field) => field.getBoundingClientRect().height);
  const empty = await height();
  await message.fill(Array.from({ length: 14 }, (_, line) => `Riga ${line + 1}`).join('\n'));
  await expect.poll(height).toBeGreaterThan(empty * 2.5);
  expect(await message.evaluate((field) => field.scrollHeight > field.clientHeight)).toBe(true);
  await expect(family.locator('textarea[aria-label="autosize measurement"]')).toHaveCount(0);
  await message.fill('Buongiorno, la babysitter può iniziare alle 8:00?');
  await expect.poll(height).toBe(empty);
  await conversation
    .locator('input[type="file"]')
    .setInputFiles({ name: 'orari.pdf', mimeType: 'application/pdf', buffer: pdf });
  await conversation.getByRole('button', { name: 'Invia' }).click();
  const familyList = conversation.getByRole('list', { name: 'Messaggi' });
  await expect(familyList.getByRole('listitem')).toHaveCount(1);
  await expect(familyList).toContainText('Buongiorno, la babysitter può iniziare alle 8:00?');
  await expect(familyList.getByRole('button', { name: /orari\.pdf/ })).toBeVisible();

  // The family goes back to Home while it waits.
  await family.goto('/dashboard/home');
  await expect(family.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(family.getByTestId('unread-messages')).toHaveCount(0);

  // The tutor reads it in the request workspace and replies.
  const tutor = await (await browser.newContext()).newPage();
  await signInAsTutor(tutor, `/backoffice/requests/${id}`);
  const workspace = tutor.getByRole('region', { name: 'Conversazione con la famiglia' });
  await expect(workspace).toContainText('Buongiorno, la babysitter può iniziare alle 8:00?');
  // A message in the conversation awaits an answer there: it is no segnalazione.
  await expect(
    tutor.getByRole('heading', {
      name: 'Conversazione con la famiglia · 1 messaggio in attesa di risposta',
    }),
  ).toBeVisible();
  await expect(tutor.getByRole('region', { name: 'Segnalazioni' })).toContainText(
    'Nessuna segnalazione per questa richiesta.',
  );
  await expect(workspace.getByRole('button', { name: /orari\.pdf/ })).toBeVisible();
  // A ready reply of the team's goes in the box with the family's name, for the tutor to adapt.
  const replyBox = workspace.getByRole('textbox', { name: 'Messaggio' });
  // Opened by a click (a tap), its first item takes the focus but is not lit as if chosen.
  await workspace.getByRole('button', { name: 'Risposte pronte' }).click();
  await expect(tutor.locator('[role="menuitem"]:focus')).toHaveCount(1);
  await expect(tutor.locator('[role="menuitem"]:focus')).toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  await tutor.keyboard.press('Escape');
  // By keyboard the menu opens on one of its items, named, not on an empty box (theme's Menu).
  await workspace.getByRole('button', { name: 'Risposte pronte' }).press('Enter');
  await expect(tutor.locator('[role="menuitem"]:focus')).toHaveCount(1);
  await tutor.getByRole('menuitem', { name: /Ricevuto, ti richiamo/ }).click();
  await expect(replyBox).toHaveValue(/^Grazie Lucia, ho letto il tuo messaggio\./);
  await replyBox.fill('Buongiorno Lucia, sì: inizia alle 8:00 da lunedì.');
  // The family's message is still to handle: this reply answers it, so it handles it too.
  await workspace.getByRole('button', { name: 'Rispondi e segna come gestito' }).click();
  await expect(tutor.getByText('Risposta inviata. Messaggio segnato come gestito.')).toBeVisible();
  const firstName = demoTutor.name.split(' ')[0]!;
  await expect(workspace.getByRole('listitem').last()).toContainText(`${firstName} · Family tutor`);
  await expect(
    tutor.getByRole('heading', { name: 'Conversazione con la famiglia', exact: true }),
  ).toBeVisible();

  // The family sees it arrive on Home without reloading (live screens), then on the request page.
  const unread = family.getByTestId('unread-messages');
  await expect(unread).toContainText('Nuovi messaggi dal family tutor (1)');
  await unread.click();
  await expect(family).toHaveURL(new RegExp(`/dashboard/request-detail/${id}`));
  const reply = conversation.getByRole('listitem').last();
  await expect(reply).toContainText(`${firstName} · Family tutor`);
  await expect(reply).toContainText('Buongiorno Lucia, sì: inizia alle 8:00 da lunedì.');
  // Read: Home no longer says there is something new.
  await family.goto('/dashboard/home');
  await expect(family.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(family.getByTestId('unread-messages')).toHaveCount(0);
});

test('a pause waiting for the family’s information: the tutor writes which, the family reads it on a phone and answers', async ({
  browser,
}) => {
  const customer = await newCustomerWithRequest({ name: 'Marta' });
  const id = customer.requestId;
  const asked =
    'Per scegliere la babysitter ci servono gli orari di uscita da scuola: ce li scrivi?';

  const tutor = await (await browser.newContext()).newPage();
  await signInAsTutor(tutor, `/backoffice/requests/${id}`);
  await tutor.getByRole('button', { name: 'Metti in stand-by' }).click();
  const dialog = tutor.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'In attesa di informazioni dalla famiglia' }).check();
  // What to ask the family is required: they cannot guess it.
  const confirm = dialog.getByRole('button', { name: 'Metti in stand-by' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Messaggio per la famiglia/ }).fill(asked);
  await confirm.click();
  await expect(tutor.getByText(`Richiesta #${customer.requestId} ora in «Stand-by»`)).toBeVisible();
  // Written to the family with the pause: the workspace's conversation shows it.
  const workspace = tutor.getByRole('region', { name: 'Conversazione con la famiglia' });
  await expect(workspace.getByRole('listitem').last()).toContainText(asked);

  const family = await (
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
  ).newPage();
  await signInBrowserAs(family, customer);
  await family.goto('/dashboard/home');
  await expect(family.getByTestId('next-step').first()).toContainText(
    'il tuo family tutor ti ha scritto quali informazioni gli servono; rispondigli nei messaggi della richiesta per riprenderla.',
  );
  await family.getByTestId('unread-messages').tap();
  await expect(family).toHaveURL(new RegExp(`/dashboard/request-detail/${id}`));
  const conversation = family.getByRole('region', { name: 'Messaggi con il family tutor' });
  await expect(conversation.getByRole('listitem').last()).toContainText(asked);
  await conversation
    .getByRole('textbox', { name: 'Messaggio' })
    .fill('Esce alle 16:30, il venerdì alle 13.');
  await conversation.getByRole('button', { name: 'Invia' }).tap();
  await expect(conversation.getByRole('listitem').last()).toContainText('Esce alle 16:30');
  // Answered: no longer theirs to do — the page stops asking them to answer.
  await expect(family.getByText(/rispondigli nei messaggi della richiesta/)).toHaveCount(0);
  // The tutor reads the answer in the workspace: a message awaiting an answer, which one that
  // needs none closes with 'Segna come gestito' right there.
  await expect(workspace.getByRole('listitem').last()).toContainText('Esce alle 16:30');
  await tutor.reload();
  await expect(
    tutor.getByRole('heading', {
      name: 'Conversazione con la famiglia · 1 messaggio in attesa di risposta',
    }),
  ).toBeVisible();
  await workspace.getByRole('button', { name: 'Segna come gestito', exact: true }).click();
  await expect(tutor.getByText('Messaggio segnato come gestito')).toBeVisible();
  await expect(
    tutor.getByRole('heading', { name: 'Conversazione con la famiglia', exact: true }),
  ).toBeVisible();
});
