import { toWord } from '@equilibrio/contract/italian-format';
import type { EmailContent } from '../mail/email-layout';

/** The emails to applicants ('Lavora con noi'): warm, short, never a reason that could hurt. */
export const applicationEmails = {
  received: (name: string, publicUrl: string, supportEmail: string): EmailContent => ({
    subject: 'Abbiamo ricevuto la tua candidatura',
    title: `Grazie, ${name}!`,
    paragraphs: [
      'Abbiamo ricevuto la tua candidatura per lavorare con Equilibrio. Grazie per aver pensato a noi.',
      'Un family tutor leggerà con attenzione il tuo profilo e il tuo CV. Se il tuo profilo è in linea con le famiglie che seguiamo, ti contatteremo per un colloquio conoscitivo: ti chiederemo di mostrarci un documento d’identità, il certificato del casellario giudiziale e i contatti di qualche referenza.',
      `Se hai domande, scrivici ${toWord(supportEmail)}. Trovi l’informativa privacy per i candidati su ${publicUrl}/privacy-candidati.`,
    ],
  }),
  accepted: (name: string): EmailContent => ({
    subject: 'Ti diamo il benvenuto in Equilibrio',
    title: `${name}, ti diamo il benvenuto!`,
    paragraphs: [
      'Siamo felici di comunicarti che la tua candidatura è stata accolta: da oggi fai parte dei caregiver di Equilibrio.',
      'Quando una famiglia cercherà qualcuno con il tuo profilo, un family tutor ti contatterà per proporti l’incarico. Grazie per la fiducia!',
    ],
  }),
  declined: (name: string): EmailContent => ({
    subject: 'La tua candidatura a Equilibrio',
    title: `Grazie, ${name}`,
    paragraphs: [
      'Ti ringraziamo per il tempo che ci hai dedicato e per l’interesse verso Equilibrio.',
      'Dopo aver valutato con cura la tua candidatura, per ora non possiamo proseguire insieme: le richieste delle famiglie che seguiamo in questo periodo cercano profili diversi dal tuo. Non è un giudizio sul tuo valore né sul tuo lavoro.',
      'Potrai ricandidarti in futuro, quando vuoi. Ti auguriamo il meglio.',
    ],
  }),
};
