import { describe, expect, it } from 'vitest';
import { backToRequest, openedFromRequest } from './back-link';

describe('a page opened from a request leads back to it', () => {
  it('names the request it was opened from', () => {
    const href = openedFromRequest('/backoffice/caregivers/cg-martina-rossi', 12);
    expect(href).toBe('/backoffice/caregivers/cg-martina-rossi?da=%2Fbackoffice%2Frequests%2F12');
    expect(backToRequest(new URL(href, 'http://x').searchParams)).toEqual({
      href: '/backoffice/requests/12',
      label: 'Richiesta #12',
    });
    // At the card it was opened from.
    const atCard = openedFromRequest('/backoffice/caregivers/cg-martina-rossi', 12, 'caregiver');
    expect(backToRequest(new URL(atCard, 'http://x').searchParams)).toEqual({
      href: '/backoffice/requests/12#caregiver',
      label: 'Richiesta #12',
    });
    // At a section of the page opened: its fragment stays last.
    const atChecks = openedFromRequest('/backoffice/caregivers/cg-rosa#verifiche', 12, 'caregiver');
    expect(atChecks).toBe(
      '/backoffice/caregivers/cg-rosa?da=%2Fbackoffice%2Frequests%2F12%23caregiver#verifiche',
    );
    expect(new URL(atChecks, 'http://x').hash).toBe('#verifiche');
  });

  it('follows nothing but a request’s own page', () => {
    for (const from of [
      'https://evil.example/backoffice/requests/12',
      '//evil.example/backoffice/requests/12',
      '/backoffice/requests/12/../../dashboard',
      '/backoffice/requests/abc',
      '/backoffice/requests/12#"><script>',
      '/backoffice/requests/12?x=1',
      '/backoffice/caregivers',
      '',
    ]) {
      expect(backToRequest(new URLSearchParams({ da: from })), from).toBeNull();
    }
    expect(backToRequest(new URLSearchParams())).toBeNull();
  });
});
