import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOf, pageSchema, pageTotals } from './paging';

describe('the page a paged list answers', () => {
  it('counts the rows of this page apart from the whole list, and the pages they make', () => {
    const last = pageOf(['u'], { page: 2, pageSize: 10 }, 21);
    expect(last).toEqual({
      content: ['u'],
      page: 2,
      size: 10,
      numberOfElements: 1,
      totalElements: 21,
      totalPages: 3,
    });
    expect(pageSchema(z.string()).parse(last)).toEqual(last);
  });

  it('has no page at all for an empty list', () => {
    expect(pageTotals({ page: 0, pageSize: 20 }, 0)).toEqual({
      page: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
    });
  });
});
