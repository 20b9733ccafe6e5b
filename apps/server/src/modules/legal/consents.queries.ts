import type { ConsentSource, LegalDocumentId } from '@equilibrio/contract/privacy';
import type { Db } from '../../db/client';
import { prepared, rowParams, rowValues } from '../../db/prepared';
import { consentRecords } from '../../db/schema/privacy';

export type NewConsent = {
  userUid: string;
  document: LegalDocumentId;
  version: string;
  contentHash: string;
  source: ConsentSource;
  requestId: number | null;
  acceptedAt: Date;
};

const consentFields = [
  'userUid',
  'document',
  'version',
  'contentHash',
  'source',
  'requestId',
  'acceptedAt',
] as const satisfies readonly (keyof NewConsent)[];

export async function insertConsents(db: Db, rows: NewConsent[]) {
  if (rows.length === 0) return;
  await prepared(db, `insert_consents_${rows.length}`, (handle, name) =>
    handle.insert(consentRecords).values(rowParams(consentFields, rows.length)).prepare(name),
  ).execute(rowValues(consentFields, rows));
}
