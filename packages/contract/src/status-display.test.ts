import { describe, expect, it } from 'vitest';
import { requestStatuses } from './enums';
import {
  type StatusDisplay,
  statusDisplay,
  statusFilterOptions,
  toRequestStatus,
  UnknownStatusError,
} from './status-display';
import { requestEditable } from './workflow';

/** Spec §4, row by row, written out independently of the table under test. */
const expected: [string, string, StatusDisplay][] = [
  [
    'NUOVA',
    'NUOVA',
    {
      label: 'Nuova',
      kind: 'action',
      tagColor: 'secondary',
      button: { label: 'Aggiungi Info', target: 'request-creation' },
    },
  ],
  [
    'DA RICHIAMARE',
    'DA_RICHIAMARE',
    {
      label: 'Nuova',
      kind: 'action',
      tagColor: 'pending',
      button: { label: 'Aggiungi Info', target: 'request-creation' },
    },
  ],
  [
    'INVIATO PREVENTIVO',
    'INVIATO_PREVENTIVO',
    {
      label: 'Preventivo inviato',
      kind: 'action',
      tagColor: 'secondary',
      button: { label: 'Visualizza preventivo', target: 'request-quote' },
    },
  ],
  [
    'PREVENTIVO ACCETTATO',
    'PREVENTIVO_ACCETTATO',
    {
      label: 'Selezione attiva',
      kind: 'pending',
      tagColor: 'primary',
      button: { label: 'Visualizza dettagli', target: 'request-quote' },
    },
  ],
  [
    'SELEZIONE ATTIVA',
    'SELEZIONE_ATTIVA',
    {
      label: 'Selezione attiva',
      kind: 'pending',
      tagColor: 'primary',
      button: { label: 'Visualizza dettagli', target: 'request-quote' },
    },
  ],
  [
    'INVIATO CV',
    'INVIATO_CV',
    {
      label: 'Ricerca completata',
      kind: 'action',
      tagColor: 'secondary',
      button: { label: 'Visualizza profili', target: 'request-detail' },
    },
  ],
  [
    'DA PAGARE',
    'DA_PAGARE',
    {
      label: 'Da pagare',
      kind: 'action',
      tagColor: 'secondary',
      button: { label: 'Effettua pagamento', target: 'payment' },
    },
  ],
  [
    'PAGATO',
    'PAGATO',
    {
      label: 'In attesa',
      kind: 'pending',
      tagColor: 'secondary',
      button: { label: 'Visualizza dettagli', target: 'request-detail' },
    },
  ],
  [
    'COLLOQUIO PRENOTATO',
    'COLLOQUIO_PRENOTATO',
    {
      label: 'Colloquio prenotato',
      kind: 'pending',
      tagColor: 'none',
      button: { label: 'Visualizza dettagli', target: 'request-detail' },
    },
  ],
  [
    'SELEZIONE COMPLETATA',
    'SELEZIONE_COMPLETATA',
    {
      label: 'Selezione completata',
      kind: 'done',
      tagColor: 'pending',
      button: { label: 'Visualizza dettagli', target: 'request-detail' },
    },
  ],
  [
    'IN ATTESA',
    'IN_ATTESA',
    {
      label: 'Sostituzione in corso',
      kind: 'pending',
      tagColor: 'none',
      button: { label: 'Visualizza dettagli', target: 'request-detail' },
    },
  ],
  ['STAND BY', 'STAND_BY', { label: 'Stand-by', kind: 'pending', tagColor: 'none', button: null }],
  [
    "NON PIU' INTERESSATO",
    "NON_PIU'_INTERESSATO",
    { label: 'Chiusa', kind: 'done', tagColor: 'none', button: null },
  ],
  [
    'NON RISPONDE',
    'NON_RISPONDE',
    { label: 'Chiusa', kind: 'done', tagColor: 'none', button: null },
  ],
];

describe('status display (spec §4)', () => {
  it('covers every stored status exactly once', () => {
    expect(expected.map(([spaced]) => spaced).sort()).toEqual([...requestStatuses].sort());
  });

  it.each(expected)('%s / %s', (spaced, underscored, display) => {
    expect(statusDisplay(spaced)).toEqual(display);
    expect(statusDisplay(underscored)).toEqual(display);
    expect(toRequestStatus(underscored)).toBe(spaced);
  });

  it.each(['UNKNOWN', 'nuova', 'DA-PAGARE', '', ' NUOVA', null, undefined, 42])(
    'raises for the unknown status %j',
    (raw) => {
      expect(() => statusDisplay(raw)).toThrow(UnknownStatusError);
    },
  );

  it('offers «Aggiungi Info» exactly while the request may still change', () => {
    for (const status of requestStatuses) {
      expect(statusDisplay(status).button?.target === 'request-creation').toBe(
        requestEditable(status),
      );
    }
  });

  it('offers each display label once in the filter, with every status it stands for', () => {
    expect(statusFilterOptions.map((option) => option.label)).toEqual([
      'Nuova',
      'Preventivo inviato',
      'Selezione attiva',
      'Ricerca completata',
      'Da pagare',
      'In attesa',
      'Colloquio prenotato',
      'Selezione completata',
      'Sostituzione in corso',
      'Stand-by',
      'Chiusa',
    ]);
    expect(statusFilterOptions.find((o) => o.label === 'Nuova')?.statuses).toEqual([
      'NUOVA',
      'DA RICHIAMARE',
    ]);
    expect(statusFilterOptions.find((o) => o.label === 'Chiusa')?.statuses).toEqual([
      "NON PIU' INTERESSATO",
      'NON RISPONDE',
    ]);
    expect(statusFilterOptions.flatMap((o) => o.statuses).sort()).toEqual(
      [...requestStatuses].sort(),
    );
  });
});
