import type { ReplyTemplate } from '@equilibrio/contract/reply-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, useTestApp, useTestUser } from '../../../test/helpers';
import { setUserName } from '../../../test/workflow-fixtures';

// 'Risposte pronte': the team's ready replies a tutor puts in a conversation's reply box.
describe('back office: ready replies', () => {
  const app = useTestApp();
  const marco = useTestUser(app, { role: 'tutor' });
  const giulia = useTestUser(app, { role: 'tutor' });
  const family = useTestUser(app);
  const url = '/v1/backoffice/reply-templates';

  beforeAll(async () => {
    await setUserName(app, marco, 'Marco', 'Ferri');
    await setUserName(app, giulia, 'Giulia', 'Neri');
  });

  const list = async () => (await injectAs(app, giulia, 'GET', url)).json() as ReplyTemplate[];

  it('are shared by the team: one tutor writes, another reads, corrects and removes', async () => {
    const created = await injectAs(app, marco, 'POST', url, {
      title: '  Preventivo inviato ',
      body: 'Buongiorno {nome}, le ho appena inviato il preventivo.',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Preventivo inviato',
      body: 'Buongiorno {nome}, le ho appena inviato il preventivo.',
      updatedBy: 'Marco Ferri',
    });
    const { id } = created.json() as ReplyTemplate;
    await injectAs(app, marco, 'POST', url, { title: 'conferma colloquio', body: 'A lunedì!' });
    // By title, whatever its case.
    expect((await list()).map((t) => t.title)).toEqual([
      'conferma colloquio',
      'Preventivo inviato',
    ]);

    const changed = await injectAs(app, giulia, 'PUT', `${url}/${id}`, {
      title: 'Preventivo inviato',
      body: 'Buongiorno {nome}, trova il preventivo nella sua area riservata.',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      body: 'Buongiorno {nome}, trova il preventivo nella sua area riservata.',
      updatedBy: 'Giulia Neri',
    });

    expect((await injectAs(app, giulia, 'DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await list()).map((t) => t.id)).not.toContain(id);
    // Gone: a colleague's edit or removal hears so, in Italian.
    const late = await injectAs(app, marco, 'PUT', `${url}/${id}`, { title: 'x', body: 'y' });
    expect(late.statusCode).toBe(404);
    expect(late.json().error.message).toContain('Questa risposta pronta non c’è più');
    expect((await injectAs(app, marco, 'DELETE', `${url}/${id}`)).statusCode).toBe(404);
  });

  it('refuses an empty title or text, or one too long, with the field and an Italian message', async () => {
    const empty = await injectAs(app, marco, 'POST', url, { title: '   ', body: 'Testo' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields['body.title']).toBe('Questo campo è obbligatorio');
    const long = await injectAs(app, marco, 'POST', url, { title: 'Ok', body: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields['body.body']).toBe('Massimo 5000 caratteri');
    expect((await list()).map((t) => t.title)).not.toContain('Ok');
  });

  it('are the tutors’ only: a family is refused', async () => {
    expect((await injectAs(app, family, 'GET', url)).statusCode).toBe(403);
    expect(
      (await injectAs(app, family, 'POST', url, { title: 'Mia', body: 'Mio testo' })).statusCode,
    ).toBe(403);
  });
});
