import { describe, expect, it } from 'vitest';
import { slugOf } from './company-form';

describe('the sign-up link suggested for a partner company', () => {
  it('reads like the company, without its legal form', () => {
    expect(slugOf('Welfare Piemonte S.r.l.')).toBe('welfare-piemonte');
    expect(slugOf('ACME Welfare S.p.A.')).toBe('acme-welfare');
    expect(slugOf('Cooperativa Sole S.c.a.r.l.')).toBe('cooperativa-sole');
    expect(slugOf('Beta SRL')).toBe('beta');
    // Only at the end: a name that starts with 'Spa' keeps it.
    expect(slugOf('Spa Terme di Città')).toBe('spa-terme-di-citta');
  });
});
