import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setItalianValidationMessages } from './italian-errors';

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('zod’s own messages, in Italian', () => {
  beforeAll(() => setItalianValidationMessages());

  it('says what is expected, never English', () => {
    expect(messageOf(z.number(), 'tre')).toBe('Inserisci un numero');
    expect(messageOf(z.number().int(), 1.5)).toBe('Inserisci un numero intero');
    expect(messageOf(z.boolean(), 'sì')).toBe('Scegli sì o no');
    expect(messageOf(z.string(), 4)).toBe('Inserisci un testo');
  });

  it('a missing field is the spec’s required message', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Questo campo è obbligatorio');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Questo campo è obbligatorio');
  });

  it('limits are told in Italian numbers', () => {
    expect(messageOf(z.string().max(200), 'x'.repeat(201))).toBe('Massimo 200 caratteri');
    expect(messageOf(z.string().min(8), 'corta')).toBe('Inserisci almeno 8 caratteri');
    expect(messageOf(z.number().max(100_000), 200_000)).toBe('Il valore massimo è 100.000');
    expect(messageOf(z.number().min(1), 0)).toBe('Il valore minimo è 1');
    // A negative number (its sign no longer dropped by the number fields) is named as such.
    expect(messageOf(z.number().min(0), -1)).toBe('Il valore non può essere negativo');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Al massimo 2 valori');
  });

  it('choices, formats and unknown keys', () => {
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Scegli una delle opzioni proposte');
    expect(messageOf(z.email(), 'nobody')).toBe('Indirizzo email non valido');
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('Campi non previsti: extra');
  });

  it('a schema’s own message still wins', () => {
    expect(messageOf(z.string().max(3, 'Troppo lungo'), 'abcd')).toBe('Troppo lungo');
  });
});
