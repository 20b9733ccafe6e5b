import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LegalDocument } from '@equilibrio/contract/privacy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  injectAs,
  type TestApp,
  type TestUser,
  useTestApp,
} from '../../../test/helpers';
import { consentRecords } from '../../db/schema/privacy';
import { requests } from '../../db/schema/requests';
import { unfinishedLegalTexts } from './legal-documents';

const runsText = (runs: { text: string }[]) => runs.map((run) => run.text).join('');
const plainText = (doc: LegalDocument) =>
  doc.blocks
    .map((block) =>
      block.type === 'list'
        ? block.items.map(runsText).join(' ')
        : block.type === 'rule'
          ? ''
          : runsText(block.content),
    )
    .join(' ');

describe('the legal texts', () => {
  describe('as shipped', () => {
    const app = useTestApp({ env: { ANONYMOUS_RETENTION_DAYS: '45' } });

    it('serves the privacy notice and the terms in Italian with their version (public)', async () => {
      const privacy = await app.inject({ method: 'GET', url: '/v1/legal/privacy' });
      expect(privacy.statusCode).toBe(200);
      const doc = privacy.json() as LegalDocument;
      expect(doc).toMatchObject({
        id: 'privacy',
        title: 'Informativa sul trattamento dei dati personali',
        version: '1.1',
        updatedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const text = plainText(doc);
      expect(text).toContain('titolare del trattamento');
      expect(text).toContain('DA COMPLETARE');
      // Values from the configuration, never a raw placeholder.
      expect(text).toContain('dopo 45 giorni di inattività');
      // An account with no password leaves by an emailed link: said where the deletion is told.
      expect(text).toContain('se accedi senza password, con un accesso appena fatto dal link');
      expect(text).toContain('assistenza@equilibrio.it');
      expect(text).not.toContain('{{');
      expect(doc.blocks.filter((b) => b.type === 'heading').length).toBeGreaterThan(8);

      const terms = await app.inject({ method: 'GET', url: '/v1/legal/terms' });
      expect(terms.statusCode).toBe(200);
      expect(terms.json()).toMatchObject({
        id: 'terms',
        title: 'Termini e condizioni del servizio',
      });
      expect(JSON.stringify(terms.json().blocks)).toContain('"href":"/privacy"');

      expect((await app.inject({ method: 'GET', url: '/v1/legal/cookie' })).statusCode).toBe(400);
    });
  });

  describe('as shipped, on two servers of one process with different settings', () => {
    const longer = useTestApp({ env: { ANONYMOUS_RETENTION_DAYS: '60' } });
    const shorter = useTestApp({ env: { ANONYMOUS_RETENTION_DAYS: '15' } });

    it('quotes each server its own values', async () => {
      const text = async (app: TestApp) =>
        plainText((await app.inject({ method: 'GET', url: '/v1/legal/privacy' })).json());
      expect(await text(longer)).toContain('dopo 60 giorni di inattività');
      expect(await text(shorter)).toContain('dopo 15 giorni di inattività');
    });
  });

  describe('replaced by the operator', () => {
    let app: TestApp;
    let dir: string;
    const write = (file: string, version: string, body: string) =>
      fs.writeFile(
        path.join(dir, file),
        `---\ntitle: Testo di prova\nversion: ${version}\n---\n${body}\n`,
      );
    const sendFirstRequest = (user: TestUser) =>
      injectAs(app, user, 'POST', '/v2/requests/first-request', {
        uid: user.uid,
        name: 'Anna',
        surname: 'Neri',
        email: user.email,
        phone: '+39 333 111 2222',
        needs: 'Babysitter',
        conditions: true,
      });
    const firstRequest = async () => {
      const user = await createTestUser(app);
      return { user, res: await sendFirstRequest(user) };
    };

    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'legal-'));
      await write('privacy.md', '2024.1', 'Prima versione.');
      await write('termini.md', 'T-7', 'Termini.');
      app = await createTestApp({ env: { LEGAL_DIR: dir } });
    });
    afterAll(async () => {
      await app?.close();
      await fs.rm(dir, { recursive: true, force: true });
    });

    it('records, with each first request, the version and hash of both texts served then', async () => {
      const { user, res } = await firstRequest();
      expect(res.statusCode).toBe(201);
      const rows = await app.ctx.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userUid, user.uid));
      const hashOf = async (file: string) =>
        createHash('sha256')
          .update(await fs.readFile(path.join(dir, file), 'utf8'))
          .digest('hex');
      expect(
        rows.map((r) => [r.document, r.version, r.contentHash, r.source, r.requestId]),
      ).toEqual([
        ['privacy', '2024.1', await hashOf('privacy.md'), 'sign-up', res.json().id],
        ['terms', 'T-7', await hashOf('termini.md'), 'sign-up', res.json().id],
      ]);
      expect(rows[0]!.acceptedAt).toEqual(app.ctx.clock.now());

      // A repeated identical call answers the same request and records nothing more.
      const again = await sendFirstRequest(user);
      expect(again.json().id).toBe(res.json().id);
      expect(
        await app.ctx.db.select().from(consentRecords).where(eq(consentRecords.userUid, user.uid)),
      ).toHaveLength(2);
    });

    it('names the texts that still hold the shipped placeholders, and only those', async () => {
      await write('privacy-candidati.md', '1', 'Titolare: **«DA COMPLETARE: ragione sociale»**.');
      expect(await unfinishedLegalTexts(app.ctx)).toEqual(['privacy-candidati.md']);
      await write('privacy-candidati.md', '2', 'Titolare: Equilibrio S.r.l., Torino.');
      expect(await unfinishedLegalTexts(app.ctx)).toEqual([]);
    });

    it('serves a replaced file at once, and new acceptances name the new version', async () => {
      await write('privacy.md', '2025.2', 'Seconda versione, più **chiara**.');
      const doc = (await app.inject({ method: 'GET', url: '/v1/legal/privacy' })).json();
      expect(doc.version).toBe('2025.2');
      expect(doc.blocks).toEqual([
        {
          type: 'paragraph',
          content: [
            { text: 'Seconda versione, più ' },
            { text: 'chiara', bold: true },
            { text: '.' },
          ],
        },
      ]);
      const { user } = await firstRequest();
      const [privacy] = await app.ctx.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userUid, user.uid));
      expect(privacy).toMatchObject({
        document: 'privacy',
        version: '2025.2',
        contentHash: doc.contentHash,
      });
    });

    it('records the request form’s ticked box with its request, and nothing when it is not ticked', async () => {
      const user = await createTestUser(app);
      const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
        app.inject({ method, url, headers: user.headers, payload });
      const child = await send('POST', '/v1/dependents/', {
        name: 'Lia',
        birthDate: '2020-05-15',
        gender: 'FEMALE',
        handicap: false,
        userUID: user.uid,
        type: 'PERSON',
      });
      const form = {
        dependant: [child.json().id],
        businessline: 'BABYSITTER',
        languages: ['italian'],
      };
      const ticked = await send('POST', '/v2/requests', { ...form, conditions: true });
      expect(ticked.statusCode).toBe(201);
      const unticked = await send('POST', '/v2/requests', form);
      expect(unticked.statusCode).toBe(201);
      expect(
        (await send('PUT', `/v2/requests/${unticked.json().id}`, { ...form, notes: 'Sabato' }))
          .statusCode,
      ).toBe(200);
      const rows = await app.ctx.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userUid, user.uid));
      expect(rows.map((r) => [r.document, r.source, r.requestId])).toEqual([
        ['privacy', 'request-form', ticked.json().id],
        ['terms', 'request-form', ticked.json().id],
      ]);
    });

    it('without a text, answers 503 and records no request it could not prove accepted', async () => {
      await fs.rm(path.join(dir, 'termini.md'));
      expect((await app.inject({ method: 'GET', url: '/v1/legal/terms' })).statusCode).toBe(503);
      const { user, res } = await firstRequest();
      expect(res.statusCode).toBe(503);
      expect(
        await app.ctx.db.select().from(requests).where(eq(requests.customerUid, user.uid)),
      ).toEqual([]);
    });
  });
});
