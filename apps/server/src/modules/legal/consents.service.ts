import type { ConsentSource } from '@equilibrio/contract/privacy';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { insertConsents } from './consents.queries';
import { currentLegalVersions } from './legal-documents';

/**
 * Records that the customer ticked the terms box (`conditions`): one consent record per legal
 * text (privacy notice and terms), naming the version and the exact file served right now.
 * Call it in the transaction that stores what the box was ticked for.
 */
export async function recordConsent(
  ctx: AppContext,
  tx: Db,
  input: { uid: string; source: ConsentSource; requestId: number | null },
) {
  const versions = await currentLegalVersions(ctx);
  const acceptedAt = ctx.clock.now();
  await insertConsents(
    tx,
    versions.map((text) => ({
      userUid: input.uid,
      document: text.document,
      version: text.version,
      contentHash: text.contentHash,
      source: input.source,
      requestId: input.requestId,
      acceptedAt,
    })),
  );
}
