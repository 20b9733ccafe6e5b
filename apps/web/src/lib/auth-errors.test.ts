import { describe, expect, it, vi } from 'vitest';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage (spec §8)', () => {
  it('gives the spec’s texts for the identity provider’s errors', () => {
    const message = (code: string) => authErrorMessage({ code });
    // Email-enumeration protection: a wrong password and an unknown email are the same error,
    // which must not tell an existing family that their account is gone.
    expect(message('auth/invalid-credential')).toBe(
      'Email o password non corrette. Controlla le credenziali e riprova.',
    );
    expect(message('auth/invalid-login-credentials')).toBe(
      'Email o password non corrette. Controlla le credenziali e riprova.',
    );
    expect(message('auth/user-not-found')).toBe('Utente non trovato. Controlla le credenziali.');
    expect(message('auth/wrong-password')).toBe('Password errata. Riprova.');
    expect(message('auth/too-many-requests')).toBe(
      'Attenzione, hai effettuato un numero eccessivo di tentativi, riprovare tra qualche minuto o effettuare il cambio della password.',
    );
    expect(message('auth/email-already-in-use')).toBe(
      'Attenzione, esiste già un account registrato con questo indirizzo email',
    );
    expect(message('auth/weak-password')).toBe(
      'Il valore fornito per la password non è valido. Deve essere almeno 6 caratteri.',
    );
    // Online, the provider's network failure is a server answering badly: the spec's words.
    expect(message('auth/network-request-failed')).toBe(
      'Si è verificato un errore. Riprova più tardi.',
    );
    // Offline: the connection is the matter, said as every other call says it (api-client.ts).
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(message('auth/network-request-failed')).toBe(
      'Connessione non disponibile. Controlla la rete e riprova.',
    );
    offline.mockRestore();
    expect(authErrorMessage(new Error('boom'))).toBe(
      'Si è verificato un errore. Riprova più tardi.',
    );
  });
});
