import { describe, expect, it } from 'vitest';
import { fillReplyTemplate } from './reply-templates';

describe('a ready reply put in the reply box', () => {
  it('names the family where it says {nome}, every time', () => {
    expect(fillReplyTemplate('Buongiorno {nome}, a presto {nome}!', 'Giulia')).toBe(
      'Buongiorno Giulia, a presto Giulia!',
    );
  });

  it('without a first name, leaves no placeholder nor a space before the punctuation', () => {
    expect(fillReplyTemplate('Buongiorno {nome}, come sta?\nCiao {nome}!', null)).toBe(
      'Buongiorno, come sta?\nCiao!',
    );
    expect(fillReplyTemplate('Grazie {nome} per la pazienza.', '  ')).toBe(
      'Grazie per la pazienza.',
    );
  });

  it('keeps a text without the placeholder as written', () => {
    expect(fillReplyTemplate('A lunedì.\n\nMarco', 'Giulia')).toBe('A lunedì.\n\nMarco');
  });
});
