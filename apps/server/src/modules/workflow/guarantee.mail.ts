// The tutors' email when a family switches the NO PROBLEM guarantee's renewal off or on again
// (its request page): the tutors bill the renewals, so they hear it without opening the request.
import { guaranteeTutorLine } from '@equilibrio/contract/guarantee';
import { lineLabel, type MailFacts, type MailTemplate, toBackoffice } from './mail-facts';

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
          `${f.customerName} ha ${switched(f)} il rinnovo della garanzia NO PROBLEM della richiesta #${f.requestId} (${lineLabel(f.businessLine)}).`,
          ...(g && state ? [guaranteeTutorLine(state, g.offAt, g.amount)] : []),
        ],
        action: toBackoffice(f),
      };
    },
  },
} satisfies Record<string, MailTemplate>;
