import { applicationReplyTime } from '@equilibrio/contract/caregiver-applications';
import {
  type CheckKind,
  pendingVettingChecks,
  vettingCheckNames,
} from '@equilibrio/contract/caregiver-checks';
import { italianList, missingVerb, toWord } from '@equilibrio/contract/italian-format';
import type { EmailContent } from '../mail/email-layout';

/**
 * How to reach us, the last words of every email to an applicant (a reply goes to the support
 * address too: the emails' reply-to). A declined applicant has no availability to tell us of.
 */
const howToReachUs = (supportEmail: string, { availability = true } = {}) =>
  `Per qualsiasi domanda${availability ? ', o se cambia la tua disponibilità,' : ''} rispondi a questa email o scrivi ${toWord(supportEmail)}.`;

/**
 * What a caregiver accepted before her vetting was done still has to do (the tutor may accept
 * with checks missing: 'Accogli comunque'), named by the checks' own words; null when nothing.
 */
export function vettingStillToDo(passed: Iterable<CheckKind>) {
  const missing = pendingVettingChecks(passed);
  if (missing.length === 0) return null;
  const toShow = missing
    .filter((kind) => kind !== 'agency-interview')
    .map((kind) => vettingCheckNames[kind]);
  if (missing.includes('agency-interview')) {
    const bring = toShow.length ? `: porta ${italianList(toShow)}` : '';
    return `Il tuo family tutor ti chiamerà nei prossimi giorni per fissare il colloquio conoscitivo${bring}.`;
  }
  return `Prima di proporti a una famiglia ${missingVerb(toShow)} ancora ${italianList(toShow)}: il tuo family tutor ti chiamerà nei prossimi giorni per completare le verifiche.`;
}

/** The emails to applicants ('Lavora con noi'): warm, short, never a reason that could hurt. */
export const applicationEmails = {
  received: (name: string, publicUrl: string, supportEmail: string): EmailContent => ({
    subject: 'Abbiamo ricevuto la tua candidatura',
    title: `Grazie, ${name}!`,
    paragraphs: [
      'Abbiamo ricevuto la tua candidatura per lavorare con Equilibrio. Grazie per aver pensato a noi.',
      'Un family tutor leggerà con attenzione il tuo profilo e il tuo CV. Se il tuo profilo è in linea con le famiglie che seguiamo, ti contatteremo per un colloquio conoscitivo: ti chiederemo di mostrarci un documento d’identità, il certificato del casellario giudiziale e i contatti di qualche referenza.',
      `In ogni caso ti risponderemo via email. ${applicationReplyTime}`,
      `Trovi l’informativa privacy per i candidati su ${publicUrl}/privacy-candidati.`,
      howToReachUs(supportEmail),
    ],
  }),
  /** `passed`: the checks recorded on the application when it was accepted. */
  accepted: (name: string, passed: Iterable<CheckKind>, supportEmail: string): EmailContent => {
    const toDo = vettingStillToDo(passed);
    return {
      subject: 'Ti diamo il benvenuto in Equilibrio',
      title: `${name}, ti diamo il benvenuto!`,
      paragraphs: [
        'Siamo felici di comunicarti che la tua candidatura è stata accolta: da oggi fai parte dei caregiver di Equilibrio.',
        ...(toDo ? [toDo] : []),
        'Quando una famiglia cercherà qualcuno con il tuo profilo, un family tutor ti contatterà per proporti l’incarico. Grazie per la fiducia!',
        howToReachUs(supportEmail),
      ],
    };
  },
  declined: (name: string, supportEmail: string): EmailContent => ({
    subject: 'La tua candidatura a Equilibrio',
    title: `Grazie, ${name}`,
    paragraphs: [
      'Ti ringraziamo per il tempo che ci hai dedicato e per l’interesse verso Equilibrio.',
      'Dopo aver valutato con cura la tua candidatura, per ora non possiamo proseguire insieme: le richieste delle famiglie che seguiamo in questo periodo cercano profili diversi dal tuo. Non è un giudizio sul tuo valore né sul tuo lavoro.',
      'Potrai ricandidarti in futuro, quando vuoi. Ti auguriamo il meglio.',
      howToReachUs(supportEmail, { availability: false }),
    ],
  }),
};
