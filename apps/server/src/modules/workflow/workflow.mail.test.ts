import { describe, expect, it } from 'vitest';
import { paymentMailTemplates } from '../payments/payments.mail';
import { mailTemplates } from './workflow.mail';

/** The request the emails below are about: Giulia Bianchi's babysitter, #7. */
const giuliasRequest = {
  requestId: 7,
  businessLine: 'BABYSITTER' as const,
  customerName: 'Giulia Bianchi',
  customerFirstName: 'Giulia',
  publicUrl: 'http://localhost:8080',
};

/**
 * A mother with a babysitter request for her child (#22) and a badante request for her father
 * (#23): in her inbox every email about them says which, by its service — never by whom it is for.
 */
describe('the family’s emails about two requests of hers', () => {
  // The refund emails the payments module sends too.
  const familyTemplates = Object.values({ ...mailTemplates, ...paymentMailTemplates }).filter((t) =>
    /^(customer|family)-/.test(t.name),
  );
  const babysitter = { ...giuliasRequest, requestId: 22 };
  const badante = { ...giuliasRequest, requestId: 23, businessLine: 'NURSE' as const };

  it('names the request with its service in every subject, so the two read apart', () => {
    expect(familyTemplates.length).toBeGreaterThan(15);
    for (const template of familyTemplates) {
      const first = template.render(babysitter).subject;
      const second = template.render(badante).subject;
      expect(first, template.name).toContain('richiesta #22 (babysitter)');
      expect(second, template.name).toContain('richiesta #23 (badante)');
    }
  });

  it('says which request in the first line where it names it', () => {
    const receipt = mailTemplates.paymentReceivedCustomer.render(badante);
    expect(receipt.paragraphs[1]).toBe(
      'abbiamo ricevuto il pagamento della richiesta #23 (badante).',
    );
    const reply = mailTemplates.tutorReply.render({ ...badante, tutorFirstName: 'Anna' });
    expect(reply.subject).toBe(
      'Hai un nuovo messaggio dal family tutor sulla richiesta #23 (badante)',
    );
    expect(reply.paragraphs[1]).toBe(
      'Anna, il tuo family tutor, ti ha scritto sulla richiesta #23 (badante).',
    );
  });
});

describe('the tutors’ email of a chosen caregiver', () => {
  it('writes the hold’s end with the preposition a weekday takes', () => {
    const mail = mailTemplates.caregiverChosen.render({
      ...giuliasRequest,
      caregiverName: 'Martina Rossi',
      holdExpiresAt: new Date('2026-12-01T11:07:00Z'),
    });
    expect(mail.paragraphs).toContain(
      'Il profilo resta riservato fino a martedì 1 dicembre 2026 alle ore 12:07, in attesa del pagamento.',
    );
  });
});

describe('the family’s email of a corrected quote', () => {
  it('says the new version replaces the old one, with its costs, and links the quote', () => {
    const mail = mailTemplates.quoteCorrected.render({
      requestId: 7,
      businessLine: 'NURSE',
      customerName: 'Giulia Bianchi',
      customerFirstName: 'Giulia',
      publicUrl: 'http://localhost:8080',
      quoteCosts: ['Costo del caregiver: 12,00 €/h'],
    });
    expect(mail.subject).toBe('Il preventivo per la richiesta #7 (badante) è stato aggiornato');
    expect(mail.paragraphs.join('\n')).toContain(
      'vale questa nuova versione, che sostituisce la precedente.',
    );
    expect(mail.paragraphs).toContain('Costo del caregiver: 12,00 €/h');
    expect(mail.action).toEqual({
      label: 'Visualizza preventivo',
      url: 'http://localhost:8080/dashboard/request-quote/7',
    });
  });
});

describe('the family’s email of an interview a tutor called off', () => {
  const facts = {
    ...giuliasRequest,
    cancelledInterview: { at: new Date('2099-03-04T16:30:00Z'), caregiverName: 'Martina Rossi' },
  };
  it('says the caregiver is no longer available, nothing is owed, and another is proposed', () => {
    const mail = mailTemplates.interviewCalledOff.render({
      ...facts,
      interviewCancelReason: 'caregiverUnavailable',
      othersToChoose: false,
    });
    const text = mail.paragraphs.join('\n');
    expect(mail.subject).toBe(
      'Colloquio annullato: Martina Rossi non è più disponibile — richiesta #7 (babysitter)',
    );
    expect(text).toContain(
      'ci dispiace: il colloquio con Martina Rossi fissato per mercoledì 4 marzo 2099 alle ore 17:30 è annullato perché Martina Rossi non è più disponibile.',
    );
    expect(text).toContain('Il family tutor sta già cercando un altro caregiver adatto a te');
    expect(text).toContain('Non devi nulla');
    expect(text).not.toMatch(/andato (bene|a buon fine)/);
  });
  it('booked again since (the only news a family that chose no emails gets): the old time off, the new one', () => {
    for (const template of [mailTemplates.interviewCalledOff, mailTemplates.interviewCancelled]) {
      const mail = template.render({
        ...facts,
        interviewCancelReason: 'familyAsked',
        interview: {
          at: new Date('2099-03-06T09:00:00Z'),
          place: 'Via Roma 1, Torino',
          videoLink: null,
          notes: null,
        },
      });
      const text = mail.paragraphs.join('\n');
      expect(mail.subject).toBe(
        'Colloquio annullato e fissato di nuovo — richiesta #7 (babysitter)',
      );
      expect(text).toContain(
        'il colloquio con Martina Rossi fissato per mercoledì 4 marzo 2099 alle ore 17:30 è annullato: quell’appuntamento non vale più.',
      );
      expect(text).toContain(
        'Il nuovo appuntamento:\nQuando: venerdì 6 marzo 2099 alle ore 10:00.',
      );
      // No stale call: nothing to wait for, nothing to choose.
      expect(text).not.toMatch(/ti contatterà|Puoi scegliere/);
    }
  });
  it('keeps the caregiver when the family asked', () => {
    const mail = mailTemplates.interviewCalledOff.render({
      ...facts,
      interviewCancelReason: 'familyAsked',
    });
    expect(mail.subject).toBe('Colloquio annullato — richiesta #7 (babysitter)');
    expect(mail.paragraphs.join('\n')).toContain(
      'Il caregiver che hai scelto resta confermato per te: il family tutor ti contatterà per fissare un nuovo colloquio.',
    );
  });
});

describe('the family’s email of the profiles sent', () => {
  const facts = {
    requestId: 7,
    businessLine: 'BABYSITTER' as const,
    customerName: 'Giulia Bianchi',
    customerFirstName: 'Giulia',
    publicUrl: 'http://localhost:8080',
  };
  it('tells one profile as one, several as a choice', () => {
    const one = mailTemplates.candidatesPublished.render({ ...facts, profilesVisible: 1 });
    expect(one.subject).toBe('Abbiamo selezionato un profilo per te — richiesta #7 (babysitter)');
    expect(one.paragraphs).toContain(
      'Guarda il profilo e, se ti convince, sceglilo: lo riserveremo per te per 24 ore, il tempo di completare il pagamento.',
    );
    const two = mailTemplates.candidatesPublished.render({ ...facts, profilesVisible: 2 });
    expect(two.subject).toBe('Abbiamo selezionato dei profili per te — richiesta #7 (babysitter)');
    expect(two.paragraphs).toContain(
      'Guarda i profili e scegli quello che preferisci: lo riserveremo per te per 24 ore, il tempo di completare il pagamento.',
    );
  });
});

describe('the tutors’ email of a family asking to move the interview', () => {
  it('says the ask once, the family’s words, and the interview as it stands', () => {
    const mail = mailTemplates.assistanceRequested.render({
      ...giuliasRequest,
      assistance: { type: 'INTERVIEW_CHANGE', message: 'Giovedì dopo le 18' },
      interview: {
        at: new Date('2099-03-04T16:30:00Z'),
        place: null,
        videoLink: null,
        notes: null,
      },
      caregiverName: 'Martina Rossi',
    });
    expect(mail.subject).toBe('Richiesta di spostare il colloquio — richiesta #7');
    expect(mail.paragraphs).toEqual([
      'Giulia Bianchi chiede di spostare il colloquio della richiesta #7.',
      'Quando può: Giovedì dopo le 18',
      'Il colloquio con Martina Rossi fissato per mercoledì 4 marzo 2099 alle ore 17:30 resta valido finché non lo sposti o lo annulli.',
    ]);
  });
});

describe('the tutors’ email of an urgent substitution', () => {
  it('says it is a substitution, in the title and the first line, not a message among others', () => {
    const mail = mailTemplates.assistanceRequested.render({
      ...giuliasRequest,
      assistance: {
        type: 'SUBSTITUTION',
        message: 'La badante è in ospedale, da domani non può venire.',
        urgent: true,
        contact: 'giulia@example.com, +39 333 123 4567',
      },
    });
    expect(mail.subject).toBe('URGENTE — Richiesta di sostituzione del caregiver — richiesta #7');
    expect(mail.title).toBe('Urgente: la famiglia chiede di sostituire il caregiver');
    expect(mail.paragraphs).toEqual([
      'Giulia Bianchi (giulia@example.com, +39 333 123 4567) chiede con urgenza di sostituire il caregiver della richiesta #7:',
      'La badante è in ospedale, da domani non può venire.',
      'Contatta subito la famiglia.',
    ]);
  });
});

describe('the family’s email of a booked interview', () => {
  it('tells the tutor’s notes as notes, not as a bare line', () => {
    const mail = mailTemplates.interviewBooked.render({
      ...giuliasRequest,
      caregiverName: 'Martina Rossi',
      interview: {
        at: new Date('2099-03-04T16:30:00Z'),
        place: 'Via Roma 1, Torino',
        videoLink: null,
        notes: 'Citofono Bianchi',
      },
    });
    expect(mail.paragraphs).toContain('Note: Citofono Bianchi');
    expect(mail.paragraphs).not.toContain('Citofono Bianchi');
  });
});

describe('the family’s email of a substitution', () => {
  const facts = {
    ...giuliasRequest,
    caregiverName: 'Martina Rossi',
    substitution: { caregiverContinues: false },
  };
  it('gives the urgency number, as the interview’s emails do, where the operator sets one', () => {
    const mail = mailTemplates.substitutionStarted.render({
      ...facts,
      urgentPhone: '02 0000 0000',
    });
    expect(mail.paragraphs.at(-1)).toBe('Per un’urgenza chiama il 02 0000 0000.');
    // The same number the interview's emails give, in the same words.
    const interview = mailTemplates.interviewBooked.render({
      ...facts,
      urgentPhone: '02 0000 0000',
      interview: {
        at: new Date('2099-03-04T16:30:00Z'),
        place: null,
        videoLink: null,
        notes: null,
      },
    });
    expect(interview.paragraphs.join('\n')).toContain('chiama il 02 0000 0000.');
    // None set: no number, nor a sentence without one.
    expect(
      mailTemplates.substitutionStarted
        .render({ ...facts, urgentPhone: null })
        .paragraphs.join('\n'),
    ).not.toContain('urgenza');
  });
});
