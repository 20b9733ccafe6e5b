import { describe, expect, it } from 'vitest';
import { slugOf } from './company-form';

describe('the sign-up link suggested for a partner company', () => {
  it('reads like the company, without its legal form', () => {
    expect(slugOf('Welfare Piemonte S.r.l.')).toBe('welfare-piemonte');
    expect(slugOf('ACME Welfare S.p.A.')).toBe('acme-welfare');
    expect(slugOf('Cooperativa Sole S.c.a.r.l.')).toBe('cooperativa-sole');
    expect(slugOf('Beta SRL')).toBe('beta');
    expect(slugOf('Acme S.r.l.s.')).toBe('acme');
    expect(slugOf('Delta srl unipersonale')).toBe('delta');
    expect(slugOf('Gamma SpA')).toBe('gamma');
    expect(slugOf('Rossi & C. snc')).toBe('rossi-c');
    // A spa is a word: only at the end and in a company's capitals is it a legal form.
    expect(slugOf('Day Spa')).toBe('day-spa');
    expect(slugOf('Spa Terme di Città')).toBe('spa-terme-di-citta');
  });
});
