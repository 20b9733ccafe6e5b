import { describe, expect, it } from 'vitest';
import { returnPathFor, returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard/request-quote/42', '/dashboard/request-quote/42'],
    [
      '/dashboard/request-creation?id=7&duplicate=true',
      '/dashboard/request-creation?id=7&duplicate=true',
    ],
    [
      '/dashboard/home?payment=3&redirect_status=succeeded',
      '/dashboard/home?payment=3&redirect_status=succeeded',
    ],
    ['/dashboard/request-detail/5#candidati', '/dashboard/request-detail/5#candidati'],
    ['/dashboard', '/dashboard'],
    // Normalised: a dot segment that stays inside the dashboard.
    ['/dashboard/x/../request-list', '/dashboard/request-list'],
  ])('follows the dashboard address %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['another site, protocol-relative', '//evil.example/dashboard/home'],
    ['another site, absolute', 'https://evil.example/dashboard/home'],
    ['this site, absolute (only paths are taken)', 'http://localhost/dashboard/home'],
    ['a backslash browsers read as a slash', '/\\evil.example/dashboard'],
    ['a backslash later in the path', '/dashboard\\..\\..\\evil'],
    ['a script address', 'javascript:alert(1)//dashboard'],
    ['a page outside the dashboard', '/login'],
    ['the back office', '/backoffice/requests'],
    ['a prefix that is not the dashboard folder', '/dashboard-evil'],
    ['dot segments leaving the dashboard', '/dashboard/../backoffice'],
    ['encoded dot segments leaving the dashboard', '/dashboard/%2e%2e/login'],
    ['a relative path', 'dashboard/home'],
    ['control characters', '/dashboard/home\n//evil'],
    ['a tab before the slashes', '/\t/evil.example'],
    ['nothing', ''],
  ])('refuses %s', (_why, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses anything that is not text', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(['/dashboard/home'])).toBeNull();
  });
});

describe('returnPathOf', () => {
  it('reads the login page’s ?next=', () => {
    expect(returnPathOf(new URLSearchParams('next=%2Fdashboard%2Frequest-quote%2F9'))).toBe(
      '/dashboard/request-quote/9',
    );
    expect(returnPathOf(new URLSearchParams('next=%2F%2Fevil.example'))).toBeNull();
    expect(returnPathOf(new URLSearchParams(''))).toBeNull();
  });
  it('keeps the fragment an email’s link had, which the redirect left on the login page', () => {
    const next = new URLSearchParams('next=%2Fdashboard%2Frequest-detail%2F11');
    expect(returnPathOf(next, '#messaggi')).toBe('/dashboard/request-detail/11#messaggi');
    // One named in `next` is the one meant; none, none; and never a way out of the dashboard.
    const named = new URLSearchParams(
      'next=%2Fdashboard%2Fpersonal-area%2Fpersonal-info%23notifiche',
    );
    expect(returnPathOf(named, '#altro')).toBe('/dashboard/personal-area/personal-info#notifiche');
    expect(returnPathOf(next, '')).toBe('/dashboard/request-detail/11');
    expect(returnPathOf(new URLSearchParams(''), '#messaggi')).toBeNull();
  });
});

describe('returnPathFor', () => {
  const at = (href: string) => new URL(href, 'http://localhost:8080');
  it('names the dashboard page that was opened, with its query', () => {
    expect(returnPathFor(at('/dashboard/request-quote/9'))).toBe('/dashboard/request-quote/9');
    expect(returnPathFor(at('/dashboard/request-creation?id=3'))).toBe(
      '/dashboard/request-creation?id=3',
    );
  });
  it('names nothing for the home, where signing in leads anyway', () => {
    expect(returnPathFor(at('/dashboard/home'))).toBeUndefined();
    expect(returnPathFor(at('/dashboard'))).toBeUndefined();
  });
});
