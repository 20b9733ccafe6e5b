import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

describe('the CV page for a tab without a session', () => {
  const app = useTestApp();

  it('says in the app’s words to sign in, on a page as light as the app', async () => {
    const page = await app.inject({ method: 'GET', url: '/files/cv/cv-qualsiasi' });
    expect(page.statusCode).toBe(401);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Accedi per vedere il CV');
    // Android Chrome's automatic dark mode leaves it as drawn, as every page of ours.
    expect(page.body).toContain('<meta name="color-scheme" content="only light">');
  });
});
