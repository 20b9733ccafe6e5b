import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageDataOf } from './page-data';

describe('the data a drawn page carries', () => {
  it('carries the answers read, but not a file: the browser reads it again, never an empty object', () => {
    const server = new QueryClient();
    server.setQueryData(['application', 5], { id: 5, name: 'Ioana' });
    server.setQueryData(
      ['application', 'file', '/photo/5'],
      new Blob(['jpeg'], { type: 'image/jpeg' }),
    );
    // As the page sends it: JSON in a script element.
    const sent = JSON.parse(JSON.stringify(pageDataOf(server)));
    const browser = new QueryClient();
    hydrate(browser, sent);
    expect(browser.getQueryData(['application', 5])).toEqual({ id: 5, name: 'Ioana' });
    expect(browser.getQueryData(['application', 'file', '/photo/5'])).toBeUndefined();
  });
});
