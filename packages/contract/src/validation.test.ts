import { describe, expect, it } from 'vitest';
import { nameText, phoneSchema, placeText, validationMessages } from './validation';

describe('phone numbers', () => {
  it('takes them as people write them', () => {
    for (const phone of ['+39 333 765 4321', '(011) 123456', '011.1234567', '333-1234567']) {
      expect(phoneSchema.safeParse(phone).success, phone).toBe(true);
    }
  });

  it('refuses what has fewer than six digits, or anything but digits and separators', () => {
    for (const phone of ['------', '+ ( ) . -', '12-34-5', 'abc123456', '333 12345 int. 2']) {
      expect(phoneSchema.safeParse(phone).error?.issues[0]?.message, phone).toBe(
        'Numero di telefono non valido',
      );
    }
  });

  it('refuses more than 15 digits, the longest number there is', () => {
    expect(phoneSchema.safeParse('+39 333 123 4567 890').success).toBe(true);
    expect(phoneSchema.safeParse('+39 333 123 4567 890123').error?.issues[0]?.message).toBe(
      'Numero di telefono non valido: al massimo 15 cifre, prefisso compreso',
    );
  });
});

describe('names and places need letters', () => {
  it('refuses emoji- or symbol-only names and streets, accepting accented and apostrophised ones', () => {
    expect(nameText().safeParse('😀😀').error?.issues[0]?.message).toBe(
      validationMessages.nameLetters,
    );
    expect(nameText().safeParse('--').success).toBe(false);
    expect(nameText().safeParse(' D’Angelo ').data).toBe('D’Angelo');
    expect(nameText().safeParse('José 😀').success).toBe(true);
    expect(placeText().safeParse('🏠🏠🏠').error?.issues[0]?.message).toBe(
      validationMessages.placeLetters,
    );
    expect(placeText().safeParse('Via Po 12').success).toBe(true);
    expect(placeText().safeParse('').error?.issues[0]?.message).toBe(validationMessages.required);
  });
});
