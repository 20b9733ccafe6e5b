import {
  accountStatusChangeSchema,
  customerAccountSchema,
  customerUidParamsSchema,
} from '@equilibrio/contract/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { changeCustomerAccount } from './backoffice.service';

import { describedAs, tutorUid } from './backoffice-route-kit';

/** Customer accounts: disable and re-enable, with the reason kept in the account's history. */
export const backofficeAccountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // ── Customer accounts ─────────────────────────────────────────────────────────────────────
  for (const [path, disabled, summary] of [
    [
      'disable',
      true,
      "Disable a customer's account, with the reason (history): its sessions end at once",
    ],
    ['enable', false, "Re-enable a customer's account, with the reason (history)"],
  ] as const) {
    app.post(
      `/v1/backoffice/customers/:customerUid/${path}`,
      describedAs(summary, {
        params: customerUidParamsSchema,
        body: accountStatusChangeSchema,
        response: { 200: customerAccountSchema },
      }),
      async (request) =>
        changeCustomerAccount(ctx, tutorUid(request), request.params.customerUid, {
          disabled,
          reason: request.body.reason,
        }),
    );
  }
};
