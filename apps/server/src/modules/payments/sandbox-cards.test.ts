import { describe, expect, it } from 'vitest';
import { checkCard, groupCardNumber, luhnValid } from './sandbox-cards';

// 15 May 2030, in Italy.
const NOW = new Date('2030-05-15T10:00:00+02:00');
const card = (overrides: Partial<Parameters<typeof checkCard>[0]> = {}) => ({
  number: '4242 4242 4242 4242',
  expiry: '05/30',
  cvc: '123',
  name: 'Giulia Bianchi',
  ...overrides,
});

describe('sandbox card checks', () => {
  it('knows the Luhn checksum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('approves 4242…, declines 4000…0002 with an Italian reason', () => {
    expect(checkCard(card(), NOW)).toEqual({ ok: true, approved: true, last4: '4242' });
    expect(checkCard(card({ number: '4000-0000-0000-0002' }), NOW)).toEqual({
      ok: true,
      approved: false,
      last4: '0002',
      reason: 'La carta è stata rifiutata dalla banca emittente.',
    });
    expect(checkCard(card({ number: '4000000000009995' }), NOW)).toMatchObject({
      approved: false,
      reason: 'La carta è stata rifiutata: fondi insufficienti.',
    });
  });

  it('names every wrong field', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '', name: ' ' }, NOW)).toEqual({
      ok: false,
      errors: {
        number: 'Inserisci il numero della carta',
        expiry: 'Inserisci la data di scadenza',
        cvc: 'Inserisci il codice di sicurezza',
        name: 'Inserisci il nome del titolare',
      },
    });
    expect(checkCard(card({ number: '4242 4242' }), NOW)).toMatchObject({
      errors: { number: 'Il numero della carta non è valido' },
    });
    expect(checkCard(card({ number: '4242 4242 4242 424x' }), NOW)).toMatchObject({
      errors: { number: 'Il numero della carta non è valido' },
    });
  });

  it('reads MM/AA, MM/AAAA and the digits alone (1228), and a card works until the end of its month', () => {
    const withExpiry = (expiry: string) => checkCard(card({ expiry }), NOW);
    // As people type it, without the slash too: '1228' is 12/28, '122028' is 12/2028.
    for (const expiry of ['05/2030', '5/30', '0531', '12 / 31', '122031'])
      expect(withExpiry(expiry).ok, expiry).toBe(true);
    expect(withExpiry('1228').ok).toBe(false); // expired on 15 May 2030
    expect(withExpiry('04/30')).toMatchObject({ errors: { expiry: 'La carta è scaduta' } });
    // Written right, with a month that does not exist: said so, not 'usa il formato'.
    for (const expiry of ['00/31', '1331', '13/30'])
      expect(withExpiry(expiry), expiry).toMatchObject({
        errors: { expiry: 'Il mese di scadenza non esiste: scrivi un mese da 01 a 12' },
      });
    for (const expiry of ['531', '12-30', 'ab/cd'])
      expect(withExpiry(expiry), expiry).toMatchObject({
        errors: { expiry: 'Scadenza non valida: usa il formato MM/AA' },
      });
  });

  it('groups the number in fours as the page shows it', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(groupCardNumber('')).toBe('');
  });

  it('asks American Express cards for 4 digits of CVC', () => {
    expect(checkCard(card({ number: '3782 822463 10005', cvc: '1234' }), NOW).ok).toBe(true);
    expect(checkCard(card({ number: '3782 822463 10005', cvc: '123' }), NOW)).toMatchObject({
      errors: { cvc: 'Il codice di sicurezza ha 4 cifre' },
    });
  });
});
