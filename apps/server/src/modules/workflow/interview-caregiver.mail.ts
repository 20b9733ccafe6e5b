import { toWord } from '@equilibrio/contract/italian-format';
import { greeting } from '../mail/email-layout';
import {
  callUrgentPhone,
  formatItalianDateTime,
  interviewLines,
  lineLabel,
  type MailFacts,
  type MailTemplate,
} from './mail-facts';

// The emails to the caregiver of an interview (`mailCaregiver`): when and where they meet the
// family, sent as soon as it is booked, moved or called off, and the day before. What they may
// read of the family: its first name and surname's initial, and the interview's place (the
// family's home, often: the caregiver goes there) — never its phone, email, notes or needs.
// No link: a caregiver has no account to open.

/** The caregiver's facts (`caregiverMail`), set by `mailCaregiver` for every one of these. */
const to = (f: MailFacts) => f.caregiverMail ?? { firstName: '', family: null, supportEmail: '' };

const when = (f: MailFacts) => (f.interview ? formatItalianDateTime(f.interview.at) : '');

/** 'un colloquio con Giulia B. per un servizio di babysitter'. */
const withFamily = (f: MailFacts) =>
  `un colloquio con ${to(f).family ?? 'una famiglia'} per un servizio di ${lineLabel(f.businessLine)}`;

/** Whom a caregiver tells when they cannot come: the family tutors' address, the urgency number. */
const cannotComeCaregiver = (f: MailFacts) =>
  `Se non puoi venire, avvisa subito il family tutor: scrivici ${toWord(to(f).supportEmail)}${
    f.urgentPhone ? ` oppure ${callUrgentPhone(f.urgentPhone)}` : ''
  }. Non contattare la famiglia per spostare l’appuntamento: ci pensiamo noi.`;

const lines = (f: MailFacts) => interviewLines(f, { notes: false });

export const caregiverInterviewMails = {
  /** A tutor booked the interview (or booked it again after one called off). */
  caregiverInterviewBooked: {
    name: 'caregiver-interview-booked',
    render: (f) => ({
      subject: `Colloquio con una famiglia — ${when(f)}`,
      title: 'Hai un colloquio con una famiglia',
      paragraphs: [
        greeting(to(f).firstName),
        `abbiamo fissato ${withFamily(f)}.`,
        ...lines(f),
        cannotComeCaregiver(f),
      ],
    }),
  },
  /** A tutor moved the interview: the old time (`cancelledInterview`) is off, the new one holds. */
  caregiverInterviewMoved: {
    name: 'caregiver-interview-moved',
    render: (f) => ({
      subject: `Colloquio spostato — ${when(f)}`,
      title: 'Il colloquio è stato spostato',
      paragraphs: [
        greeting(to(f).firstName),
        `abbiamo spostato ${withFamily(f)}${
          f.cancelledInterview
            ? `: l’appuntamento di ${formatItalianDateTime(f.cancelledInterview.at)} non vale più`
            : ''
        }.`,
        'Il nuovo appuntamento:',
        ...lines(f),
        cannotComeCaregiver(f),
      ],
    }),
  },
  /** The interview called off (by the tutor, a pause or a close): nobody expects them. */
  caregiverInterviewCancelled: {
    name: 'caregiver-interview-cancelled',
    render: (f) => {
      const at = f.cancelledInterview ? formatItalianDateTime(f.cancelledInterview.at) : '';
      return {
        subject: `Colloquio annullato — ${at}`,
        title: 'Il colloquio è annullato',
        paragraphs: [
          greeting(to(f).firstName),
          `il colloquio di ${at} con ${to(f).family ?? 'la famiglia'} per un servizio di ${lineLabel(f.businessLine)} è annullato: non devi presentarti.`,
          `Per qualsiasi domanda scrivici ${toWord(to(f).supportEmail)}.`,
        ],
      };
    },
  },
  /** The day before the interview (interview-reminders job). */
  caregiverInterviewReminder: {
    name: 'caregiver-interview-reminder',
    render: (f) => ({
      subject: `Promemoria: domani il colloquio — ${when(f)}`,
      title: 'Domani hai un colloquio',
      paragraphs: [
        greeting(to(f).firstName),
        `ti ricordiamo che domani hai ${withFamily(f)}.`,
        ...lines(f),
        cannotComeCaregiver(f),
      ],
    }),
  },
} satisfies Record<string, MailTemplate>;
