import { describe, expect, it } from 'vitest';
import { applicationEmails } from './application-emails';

const support = 'assistenza@equilibrio.it';
const reachUs =
  'Per qualsiasi domanda, o se cambia la tua disponibilità, rispondi a questa email o scrivi ad assistenza@equilibrio.it.';

describe('the emails to applicants', () => {
  it('say, accepted with no vetting done yet, the interview to come and what to bring', () => {
    const mail = applicationEmails.accepted('Marta', [], support);
    expect(mail.paragraphs).toContain(
      'Il tuo family tutor ti chiamerà nei prossimi giorni per fissare il colloquio conoscitivo: porta il documento d’identità, le referenze e il casellario giudiziale.',
    );
  });

  it('name only the checks still missing', () => {
    const noInterview = applicationEmails.accepted('Marta', ['identity-document'], support);
    expect(noInterview.paragraphs).toContain(
      'Il tuo family tutor ti chiamerà nei prossimi giorni per fissare il colloquio conoscitivo: porta le referenze e il casellario giudiziale.',
    );
    const interviewed = applicationEmails.accepted(
      'Marta',
      ['identity-document', 'agency-interview', 'references'],
      support,
    );
    expect(interviewed.paragraphs).toContain(
      'Prima di proporti a una famiglia manca ancora il casellario giudiziale: il tuo family tutor ti chiamerà nei prossimi giorni per completare le verifiche.',
    );
  });

  it('promise nothing more once every check is done (first aid is a course, not a check)', () => {
    const mail = applicationEmails.accepted(
      'Marta',
      ['identity-document', 'references', 'agency-interview', 'criminal-record'],
      support,
    );
    expect(mail.paragraphs.join(' ')).not.toMatch(/colloquio|verifiche|porta/);
  });

  it('end, every one, with how to reach us', () => {
    const mails = [
      applicationEmails.received('Marta', 'https://equilibrio.it', support),
      applicationEmails.accepted('Marta', [], support),
    ];
    for (const mail of mails) expect(mail.paragraphs.at(-1)).toBe(reachUs);
    expect(applicationEmails.declined('Marta', support).paragraphs.at(-1)).toBe(
      'Per qualsiasi domanda rispondi a questa email o scrivi ad assistenza@equilibrio.it.',
    );
  });

  it('say, once received, how soon we answer', () => {
    const mail = applicationEmails.received('Marta', 'https://equilibrio.it', support);
    expect(mail.paragraphs).toContain(
      'In ogni caso ti risponderemo via email. Di solito rispondiamo entro 5 giorni lavorativi.',
    );
  });
});
