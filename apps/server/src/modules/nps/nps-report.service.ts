import {
  type NpsReport,
  type NpsReportQuery,
  netPromoterScore,
  npsGroupOf,
} from '@equilibrio/contract/backoffice-nps';
import { pageTotals } from '@equilibrio/contract/paging';
import type { AppContext } from '../../context';
import { countScoresByValue, listSuggestions } from './nps-report.queries';

/** GET /v1/backoffice/nps: distribution, NPS and suggestions of a period. */
export async function getNpsReport(ctx: AppContext, query: NpsReportQuery): Promise<NpsReport> {
  const period = { from: query.from, to: query.to };
  const [byValue, suggestions] = await Promise.all([
    countScoresByValue(ctx.db, period),
    listSuggestions(ctx.db, period, {
      limit: query.pageSize,
      offset: query.page * query.pageSize,
    }),
  ]);
  const counts = new Map(byValue.map((row) => [row.score, row.count]));
  const distribution = Array.from({ length: 11 }, (_, score) => ({
    score,
    count: counts.get(score) ?? 0,
  }));
  const groups = { promoter: 0, passive: 0, detractor: 0 };
  for (const { score, count } of distribution) groups[npsGroupOf(score)] += count;
  const total = groups.promoter + groups.passive + groups.detractor;
  return {
    from: query.from,
    to: query.to,
    total,
    promoters: groups.promoter,
    passives: groups.passive,
    detractors: groups.detractor,
    nps: netPromoterScore(groups.promoter, groups.detractor, total),
    distribution,
    suggestions: {
      content: suggestions.rows.map((row) => ({
        id: row.id,
        score: row.score,
        notes: row.notes ?? '',
        email: row.email,
        customer: {
          uid: row.uid,
          name: row.name,
          surname: row.surname,
          email: row.accountEmail,
        },
        createdAt: row.createdAt.toISOString(),
      })),
      ...pageTotals(query, suggestions.total),
    },
  };
}
