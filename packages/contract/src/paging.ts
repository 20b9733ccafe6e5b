import { z } from 'zod';

/**
 * The paging of the lists, in one place: the query's page number and size, and the page object
 * answered (spec §3: content, size, numberOfElements, plus the totals).
 */

/** The query fields of a paged list: page (from 0) and pageSize (`defaultSize` unless told). */
export const pageQueryFields = (defaultSize = 20, maxSize = 100) => ({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
});

/**
 * The longest text a list's search box takes (`q`): the box itself stops there (its
 * `maxLength`), so a tutor never meets the API's refusal ('Massimo 100 caratteri').
 */
export const SEARCH_MAX_LENGTH = 100;

/** A list's search text (`q`), at most `SEARCH_MAX_LENGTH` characters. */
export const searchTextSchema = z.string().trim().max(SEARCH_MAX_LENGTH).optional();

/** A page's number and size and the whole list's totals (pages without numberOfElements). */
export const pageTotalsFields = {
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
};

/**
 * Where a page stands in its list (`pageTotalsFields`): the query's page (from 0) and size, and
 * the list's `total` rows in all with the pages they make.
 */
export const pageTotals = (query: { page: number; pageSize: number }, total: number) => ({
  page: query.page,
  size: query.pageSize,
  totalElements: total,
  totalPages: Math.ceil(total / query.pageSize),
});

/** The page answered for `content`, the rows of `query`'s page among `total` (`pageSchema`). */
export const pageOf = <T>(
  content: T[],
  query: { page: number; pageSize: number },
  total: number,
) => ({ content, ...pageTotals(query, total), numberOfElements: content.length });

/** A page of `item`s as the paged lists answer it (spec §3). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    ...pageTotalsFields,
    numberOfElements: z.number().int(),
  });

/** A page of a back-office inbox: its `item`s, how many there are in each of `statuses`, totals. */
export const countedPageSchema = <T extends z.ZodType, S extends readonly [string, ...string[]]>(
  item: T,
  statuses: S,
) =>
  z.object({
    content: z.array(item),
    counts: z.record(z.enum(statuses), z.number().int()),
    ...pageTotalsFields,
  });
