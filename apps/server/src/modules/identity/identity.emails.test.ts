import { describe, expect, it } from 'vitest';
import { identityEmails } from './identity.emails';

describe('the identity emails', () => {
  it('greet the account by its first name, like the product’s emails, or plainly without one', () => {
    const url = 'https://equilibrio.example/email-handler';
    expect(identityEmails.verifyEmail(url, 'Anna Maria Rossi').paragraphs[0]).toBe('Ciao Anna,');
    expect(identityEmails.verifyNewEmail(url, '  Luca  Bianchi').paragraphs[0]).toBe('Ciao Luca,');
    expect(identityEmails.verifyEmail(url, null).paragraphs[0]).toBe('Ciao,');
    expect(identityEmails.verifyEmail(url, '   ').paragraphs[0]).toBe('Ciao,');
  });

  it('write to the support address with the article Italian asks: «ad assistenza@…»', () => {
    const login = 'https://equilibrio.example/login';
    expect(identityEmails.passwordChanged('assistenza@equilibrio.it', login).paragraphs[1]).toMatch(
      /scrivici ad assistenza@equilibrio\.it\.$/,
    );
    expect(identityEmails.passwordChanged('supporto@equilibrio.it', login).paragraphs[1]).toMatch(
      /scrivici a supporto@equilibrio\.it\.$/,
    );
  });

  it('a password changed by someone else: the way to act at once, a button to the login page', () => {
    const mail = identityEmails.passwordChanged('assistenza@equilibrio.it', 'https://e.it/login');
    expect(mail.action).toEqual({ label: 'Vai alla pagina di accesso', url: 'https://e.it/login' });
    expect(mail.paragraphs[1]).toContain('con «Password dimenticata»');
  });
});
