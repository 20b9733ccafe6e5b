import { describe, expect, it } from 'vitest';
import { askedServiceName } from './enums';

describe('the service as the family asked for it', () => {
  it('keeps the first request’s own choice beside its line', () => {
    expect(askedServiceName({ businessLine: 'BABYSITTER', needs: 'Taxi-sitter' })).toBe(
      'Babysitter (Taxi-sitter)',
    );
    expect(askedServiceName({ businessLine: 'BABYSITTER', needs: 'Aiuto compiti' })).toBe(
      'Babysitter (Aiuto compiti)',
    );
    // The page's own name for the service (the quote's), with the choice beside it.
    expect(
      askedServiceName({ businessLine: 'BABYSITTER', needs: 'Taxi-sitter' }, 'Babysitter welfare'),
    ).toBe('Babysitter welfare (Taxi-sitter)');
    expect(
      askedServiceName({ businessLine: 'BABYSITTER', needs: 'Taxi-sitter' }, 'Taxi-sitter Milano'),
    ).toBe('Taxi-sitter Milano');
  });

  it('says the line alone for a plain choice, none, or once the request changed line', () => {
    expect(askedServiceName({ businessLine: 'BABYSITTER', needs: 'Babysitter' })).toBe(
      'Babysitter',
    );
    expect(askedServiceName({ businessLine: 'NURSE', needs: null })).toBe('Badante');
    expect(askedServiceName({ businessLine: 'NURSE', needs: 'Taxi-sitter' })).toBe('Badante');
    expect(askedServiceName({ businessLine: 'COLF', needs: 'Qualcosa di libero' })).toBe('Colf');
  });
});
