import { z } from 'zod';
import { formatItalianNumber } from './italian-format';
import { validationMessages } from './validation';

const count = (value: number | bigint) => formatItalianNumber(Number(value));

const expectedLabels: Record<string, string> = {
  number: 'Inserisci un numero',
  int: 'Inserisci un numero intero',
  bigint: 'Inserisci un numero intero',
  string: 'Inserisci un testo',
  boolean: 'Scegli sì o no',
  array: 'Scegli uno o più valori',
  date: 'Inserisci una data',
};

const formatLabels: Record<string, string> = {
  email: 'Indirizzo email non valido',
  url: 'Indirizzo web non valido',
  date: validationMessages.dateFormat,
  datetime: validationMessages.dateFormat,
  uuid: 'Codice non valido',
};

/**
 * The one place where zod's own messages become Italian (installed on both sides by
 * `setItalianValidationMessages`): every schema without a message of its own answers in these
 * words, in the forms and in the API's field messages. A schema's own message always wins.
 */
export const italianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return validationMessages.required;
      return expectedLabels[issue.expected] ?? 'Valore non valido';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? validationMessages.required : `Inserisci almeno ${count(min)} caratteri`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return min <= 1 ? validationMessages.required : `Scegli almeno ${count(min)} valori`;
      }
      if (issue.inclusive && min === 0) return validationMessages.notNegative;
      return issue.inclusive
        ? `Il valore minimo è ${count(issue.minimum)}`
        : `Il valore deve essere maggiore di ${count(issue.minimum)}`;
    }
    case 'too_big':
      if (issue.origin === 'string') return `Massimo ${count(issue.maximum)} caratteri`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Al massimo ${count(issue.maximum)} valori`;
      }
      return issue.inclusive
        ? `Il valore massimo è ${count(issue.maximum)}`
        : `Il valore deve essere minore di ${count(issue.maximum)}`;
    case 'invalid_value':
      return issue.values.length > 1 ? 'Scegli una delle opzioni proposte' : 'Valore non valido';
    case 'invalid_format':
      return formatLabels[issue.format] ?? 'Formato non valido';
    case 'unrecognized_keys':
      return `Campi non previsti: ${issue.keys.join(', ')}`;
    default:
      return 'Valore non valido';
  }
};

/** Makes zod answer in Italian everywhere (the server's app, the web app; idempotent). */
export function setItalianValidationMessages() {
  z.config({ customError: italianErrorMap });
}
