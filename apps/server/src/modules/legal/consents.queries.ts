import type { ConsentSource, LegalDocumentId } from '@equilibrio/contract/privacy';
import type { Db } from '../../db/client';
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

export async function insertConsents(db: Db, rows: NewConsent[]) {
  if (rows.length === 0) return;
  await db.insert(consentRecords).values(rows);
}
