// The emails when a family switches the NO PROBLEM guarantee's renewal off or on again (its
// request page): the tutors bill the renewals, so they hear it without opening the request; the
// family has it in writing, as a change to what it will be charged.
import { guaranteeTexts, guaranteeTutorLine } from '@equilibrio/contract/guarantee';
import {
  detailUrl,
  hello,
  lineLabel,
  type MailFacts,
  type MailTemplate,
  requestRef,
  toBackoffice,
} from './mail-facts';

const switched = (f: MailFacts) => (f.guarantee?.renew ? 'riattivato' : 'disattivato');

export const guaranteeMails = {
  /**
   * A digest news: switched off and on again within the window, one email says how it stands
   * (the latest switch's facts).
   */
  guaranteeRenewalChanged: {
    name: 'tutor-guarantee-renewal-changed',
    digestLine: (f) => `Ha ${switched(f)} il rinnovo della garanzia NO PROBLEM.`,
    render: (f) => {
      const g = f.guarantee;
      const state = g
        ? ({ kind: g.renew ? 'renewing' : 'off', lastDay: g.lastDay } as const)
        : null;
      return {
        subject: `Richiesta #${f.requestId}: rinnovo della garanzia ${switched(f)}`,
        title: `La famiglia ha ${switched(f)} il rinnovo della garanzia NO PROBLEM`,
        paragraphs: [
          `${f.customerName} ha ${switched(f)} il rinnovo della garanzia NO PROBLEM della ${requestRef(f)}.`,
          ...(g && state ? [guaranteeTutorLine(state, g.offAt, g.amount)] : []),
        ],
        action: toBackoffice(f),
      };
    },
  },
  /**
   * The family's confirmation, always sent (as a payment's: it changes what they will be
   * charged). A digest news as the tutors' is: a few switches in a row make one email, saying how
   * it stands.
   */
  guaranteeRenewalConfirmed: {
    name: 'customer-guarantee-renewal-changed',
    digestLine: (f) => `Hai ${switched(f)} il rinnovo della garanzia NO PROBLEM.`,
    render: (f) => {
      const g = f.guarantee;
      return {
        subject: `Rinnovo della garanzia ${switched(f)} — ${requestRef(f)}`,
        title: `Hai ${switched(f)} il rinnovo della garanzia NO PROBLEM`,
        paragraphs: [
          hello(f),
          `come ci hai chiesto, abbiamo ${switched(f)} il rinnovo della garanzia NO PROBLEM della tua richiesta di ${lineLabel(f.businessLine)} (#${f.requestId}).`,
          ...(g
            ? [
                g.renew
                  ? guaranteeTexts.renewing(g.lastDay, g.amount)
                  : `${guaranteeTexts.off(g.lastDay)} Puoi riattivare il rinnovo dalla pagina della richiesta fino a quel giorno.`,
              ]
            : []),
        ],
        action: { label: 'Visualizza richiesta', url: detailUrl(f) },
      };
    },
  },
} satisfies Record<string, MailTemplate>;
