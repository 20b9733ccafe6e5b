import { describe, expect, it } from 'vitest';
import { requestClosed } from './closing.mail';

/** Giulia's babysitter request (#7), closed by her tutor ('Chiudi: non più interessato'). */
const closed = {
  requestId: 7,
  businessLine: 'BABYSITTER',
  customerName: 'Giulia Bianchi',
  customerFirstName: 'Giulia',
  publicUrl: 'http://localhost:8080',
  closing: { outcome: "NON PIU' INTERESSATO" as const, heldChoice: null, refund: null },
};
const noMoreRenewal = 'La garanzia NO PROBLEM non si rinnova più: non ti addebiteremo altro.';
const questions = 'Per domande sul pagamento scrivi al tuo family tutor.';

/**
 * A family that paid and then stopped reads, in its closing email, what becomes of its money: the
 * guarantee's renewal no longer charged, and whom to ask when nothing comes back.
 */
describe('the closing email after a payment', () => {
  it('kept, with the guarantee renewing: no more charges, and whom to ask', () => {
    const text = requestClosed({
      ...closed,
      closing: { ...closed.closing, kept: { guaranteeRenewed: true } },
    }).paragraphs;
    expect(text).toContain(`${noMoreRenewal} ${questions}`);
  });

  it('kept, with no renewal to stop: only whom to ask', () => {
    const text = requestClosed({
      ...closed,
      closing: { ...closed.closing, kept: { guaranteeRenewed: false } },
    }).paragraphs;
    expect(text).toContain(questions);
    expect(text.join(' ')).not.toContain('non si rinnova');
  });

  it('given back, or nothing paid: neither (the refund has its own words)', () => {
    const refunded = requestClosed({
      ...closed,
      closing: {
        ...closed.closing,
        refund: { amountCents: 31700, currency: 'EUR' },
        kept: { guaranteeRenewed: true },
      },
    }).paragraphs.join(' ');
    expect(refunded).toContain('Ti rimborseremo l’importo che avevi pagato, 317,00 €');
    expect(refunded).not.toContain(questions);
    expect(refunded).not.toContain('non si rinnova');
    expect(requestClosed(closed).paragraphs.join(' ')).not.toContain(questions);
  });
});
