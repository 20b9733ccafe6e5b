import { describe, expect, it } from 'vitest';
import { mailTemplates } from './workflow.mail';

describe('the tutors’ email of a chosen caregiver', () => {
  it('writes the hold’s end with the preposition a weekday takes', () => {
    const mail = mailTemplates.caregiverChosen.render({
      requestId: 7,
      businessLine: 'BABYSITTER',
      customerName: 'Giulia Bianchi',
      customerFirstName: 'Giulia',
      publicUrl: 'http://localhost:8080',
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
    expect(mail.subject).toBe('Il preventivo per la richiesta #7 è stato aggiornato');
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
