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
