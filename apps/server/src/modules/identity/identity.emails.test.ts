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

  it('greet by name in the account’s security emails too, plainly without one', () => {
    const [url, support, login] = [
      'https://e.it/h',
      'assistenza@equilibrio.it',
      'https://e.it/login',
    ];
    const greetings = (name?: string | null) =>
      [
        identityEmails.resetPassword('anna@example.it', url, name),
        identityEmails.passwordChanged(support, login, name),
        identityEmails.emailChanged('nuova@example.it', url, support, name),
        identityEmails.signInLocked('anna@example.it', 15, login, support, name),
      ].map((mail) => mail.paragraphs.slice(0, 2).join(' '));
    expect(greetings('Anna Maria Rossi')).toEqual([
      'Ciao Anna, abbiamo ricevuto una richiesta di reimpostare la password dell’account anna@example.it.',
      'Ciao Anna, la password del tuo account Equilibrio è stata appena modificata e gli altri dispositivi sono stati disconnessi.',
      expect.stringMatching(
        /^Ciao Anna, l’indirizzo email del tuo account Equilibrio è stato cambiato in nuova@example\.it\./,
      ),
      expect.stringMatching(
        /^Ciao Anna, abbiamo registrato molti tentativi di accesso non riusciti/,
      ),
    ]);
    for (const mail of greetings(null)) expect(mail).toMatch(/^Ciao, [a-z]/);
  });

  it('write to the support address with the article Italian asks: «ad assistenza@…»', () => {
    const login = 'https://equilibrio.example/login';
    expect(identityEmails.passwordChanged('assistenza@equilibrio.it', login).paragraphs[2]).toMatch(
      /scrivici ad assistenza@equilibrio\.it\.$/,
    );
    expect(identityEmails.passwordChanged('supporto@equilibrio.it', login).paragraphs[2]).toMatch(
      /scrivici a supporto@equilibrio\.it\.$/,
    );
  });

  it('a password changed by someone else: the way to act at once, a button to the login page', () => {
    const mail = identityEmails.passwordChanged('assistenza@equilibrio.it', 'https://e.it/login');
    expect(mail.action).toEqual({ label: 'Vai alla pagina di accesso', url: 'https://e.it/login' });
    expect(mail.paragraphs[2]).toContain('con «Password dimenticata»');
  });
});
