import type { EmailContent } from '../mail/email-layout';
import type { DigestNews } from '../mail/mail.service';
import {
  hello,
  interviewLines,
  lineLabel,
  type MailFacts,
  type MailTemplate,
  toBackoffice,
} from './mail-facts';
import { mailTemplates } from './workflow.mail';

const templatesByName = new Map<string, MailTemplate>(
  Object.values(mailTemplates).map((template) => [template.name, template]),
);

/** The workflow's template of this name (a digest's news); an unknown name reads as a neutral news. */
export const templateNamed = (name: string): MailTemplate =>
  templatesByName.get(name) ?? {
    name,
    render: () => ({ subject: '', title: '', paragraphs: [] }),
  };

/** Where the family chooses which emails it gets (the personal area's "Notifiche email"). */
export const notificationSettingsUrl = (publicUrl: string) =>
  `${publicUrl}/dashboard/personal-area/personal-info#notifiche`;

/** The footer of the emails the family's preference governs: where to change it. */
export const familyNoticeFooter = (publicUrl: string) =>
  `Ricevi questa email per gli aggiornamenti sulle tue richieste. Puoi scegliere quali email ricevere nella tua area riservata: ${notificationSettingsUrl(publicUrl)} (le email sui pagamenti e quelle legali arrivano sempre).`;

/**
 * The email of a request's digest: one news alone is its own email (told as many times as it
 * happened); several make one email with a line each, and the button of the latest. For the
 * tutors a "new request" not sent yet stays one, whatever changes are folded into it.
 */
export function renderDigest(
  news: DigestNews[],
  latest: MailTemplate,
  facts: MailFacts,
  audience: 'family' | 'tutors',
): { template: string; content: EmailContent } {
  const submitted = mailTemplates.requestSubmitted;
  const onlyCreation =
    audience === 'tutors' &&
    news.some((n) => n.template === submitted.name) &&
    news.every(
      (n) => n.template === submitted.name || n.template === mailTemplates.requestUpdated.name,
    );
  if (onlyCreation) return { template: submitted.name, content: submitted.render(facts) };
  if (news.length === 1) {
    return { template: latest.name, content: latest.render({ ...facts, changes: news[0]!.count }) };
  }
  const lines = news.map((n) => {
    const template = templatesByName.get(n.template);
    return `• ${template?.digestLine?.(facts, n.count) ?? ''}`;
  });
  const action = latest.render(facts).action;
  if (audience === 'family') {
    const content: EmailContent = {
      subject: `Novità sulla tua richiesta #${facts.requestId}`,
      title: 'Ci sono novità sulla tua richiesta',
      paragraphs: [
        hello(facts),
        `ecco cosa è successo sulla tua richiesta di ${lineLabel(facts.businessLine)} (#${facts.requestId}):`,
        ...lines,
        // The latest news's interview (booked or moved), when it has one.
        ...interviewLines(facts),
        'Trovi tutti i dettagli nella tua area riservata.',
      ],
      ...(action ? { action } : {}),
    };
    return { template: latest.name, content };
  }
  const content: EmailContent = {
    subject: `Richiesta #${facts.requestId}: novità dal cliente`,
    title: 'Novità dal cliente',
    paragraphs: [
      `${facts.customerName} — richiesta #${facts.requestId} (${lineLabel(facts.businessLine)}):`,
      ...lines,
      ...(facts.assistance
        ? [
            facts.assistance.type === 'SUBSTITUTION'
              ? 'Ultimo messaggio, una richiesta di sostituzione del caregiver:'
              : 'Ultimo messaggio:',
            facts.assistance.message,
          ]
        : []),
    ],
    action: toBackoffice(facts),
  };
  return { template: latest.name, content };
}
