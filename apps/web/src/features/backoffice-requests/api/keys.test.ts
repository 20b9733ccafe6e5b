import { describe, expect, it } from 'vitest';
import type { LiveChange } from '@/lib/live-events';
import {
  requestDetailKey,
  requestQueriesRoot,
  requestQueryTouchedBy,
  suggestionsKey,
} from './keys';

const list = [...requestQueriesRoot, 'list', { sort: 'waiting' }];
const facets = [...requestQueriesRoot, 'facets', {}];
const detail = requestDetailKey;
const suggestions = suggestionsKey;
const change = (
  ...events: [LiveChange['events'][number]['kind'], number | null][]
): LiveChange => ({
  reset: false,
  events: events.map(([kind, requestId], index) => ({ id: index + 1, kind, requestId })),
});

describe('requestQueryTouchedBy: what a live change refetches in the back office', () => {
  it('refetches the inbox and its counters on any change', () => {
    expect(requestQueryTouchedBy(list, change(['request', 7]))).toBe(true);
    expect(requestQueryTouchedBy(facets, change(['assistance', null]))).toBe(true);
  });

  it('refetches a request page only when that request changed', () => {
    expect(requestQueryTouchedBy(detail(7), change(['payment', 7]))).toBe(true);
    expect(requestQueryTouchedBy(detail(7), change(['payment', 8], ['request', 9]))).toBe(false);
    expect(requestQueryTouchedBy(detail(7), change(['assistance', null]))).toBe(false);
  });

  it('refetches suggestions on any change but a message (a caregiver may be busy or free)', () => {
    expect(requestQueryTouchedBy(suggestions(7), change(['request', 7]))).toBe(true);
    expect(requestQueryTouchedBy(suggestions(7), change(['selection', 8]))).toBe(true);
    expect(requestQueryTouchedBy(suggestions(7), change(['request', 9]))).toBe(true);
    expect(requestQueryTouchedBy(suggestions(7), change(['assistance', 7]))).toBe(false);
  });

  it('refetches its request’s page and the inbox for a tutors’ note, not the counters', () => {
    expect(requestQueryTouchedBy(detail(7), change(['note', 7]))).toBe(true);
    expect(requestQueryTouchedBy(detail(8), change(['note', 7]))).toBe(false);
    expect(requestQueryTouchedBy(list, change(['note', 7]))).toBe(true);
    expect(requestQueryTouchedBy(facets, change(['note', 7]))).toBe(false);
    expect(requestQueryTouchedBy(suggestions(7), change(['note', 7]))).toBe(false);
    expect(requestQueryTouchedBy(facets, change(['note', 7], ['request', 8]))).toBe(true);
  });

  it('refetches everything after a reset (the events are no longer known)', () => {
    const reset: LiveChange = { events: [], reset: true };
    expect(requestQueryTouchedBy(detail(7), reset)).toBe(true);
    expect(requestQueryTouchedBy(suggestions(7), reset)).toBe(true);
  });
});
