import { requestStatuses } from '@equilibrio/contract/enums';
import { describe, expect, it } from 'vitest';
import { quoteBadge } from './quote';

describe('the quote badge (spec §4 "Quote")', () => {
  it('badges the quote as the spec maps it, in every status', () => {
    for (const status of requestStatuses) {
      const expected =
        status === 'PREVENTIVO ACCETTATO'
          ? 'Preventivo accettato'
          : status === "NON PIU' INTERESSATO" || status === 'NON RISPONDE'
            ? 'Non accettato'
            : // Paused before accepting: it waits for the tutor to resume, not for the family.
              status === 'STAND BY'
              ? 'In pausa'
              : 'In attesa di conferma';
      expect(quoteBadge(status, false).label, status).toBe(expected);
      expect(quoteBadge(status.replaceAll(' ', '_'), false).label, status).toBe(expected);
      // Accepted on the page a moment ago (spec §4: "marks it accepted locally"), or before:
      // a quote accepted stays so through the selection, the payment and the service.
      expect(quoteBadge(status, true)).toEqual({ label: 'Preventivo accettato', kind: 'success' });
    }
    expect(quoteBadge('INVIATO PREVENTIVO', false).kind).toBe('warning');
  });

  it('never says a closed request’s quote waits for the family', () => {
    expect(quoteBadge('NON_RISPONDE', false)).toEqual({ label: 'Non accettato', kind: 'closed' });
    // Accepted before the request was closed: it stays accepted.
    expect(quoteBadge("NON PIU' INTERESSATO", true).label).toBe('Preventivo accettato');
  });
});
