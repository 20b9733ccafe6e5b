import { describe, expect, it } from 'vitest';
import { errorOf, PASSWORD, uniqueEmail, useWireApp } from '../../../test/identity-fixtures';

// The change of email and createAuthUri on the wire: the protocol's error codes and the answers'
// shapes, as Google's service with email-enumeration protection gives them (the SDK tests in
// identity.sdk-email-change.test.ts drive the same calls through firebase/auth).

describe('identity endpoints on the wire: change of email, createAuthUri', () => {
  const { call, signUp } = useWireApp();

  const change = (body: object) =>
    call('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', ...body });

  it('checks a change request as Google does', async () => {
    const { idToken, email } = await signUp();
    expect(errorOf(await change({ newEmail: uniqueEmail() }))).toBe('MISSING_ID_TOKEN');
    expect(errorOf(await change({ idToken: 'a.b.c', newEmail: uniqueEmail() }))).toBe(
      'INVALID_ID_TOKEN',
    );
    expect(errorOf(await change({ idToken }))).toBe('MISSING_NEW_EMAIL');
    expect(errorOf(await change({ idToken, newEmail: 'non-una-email' }))).toBe('INVALID_EMAIL');
    expect(
      errorOf(
        await change({ idToken, newEmail: uniqueEmail(), continueUrl: 'https://altro.example/x' }),
      ),
    ).toMatch(/^UNAUTHORIZED_DOMAIN/);
    const anonymous = (await call('signUp', {})).json() as { idToken: string };
    expect(errorOf(await change({ idToken: anonymous.idToken, newEmail: uniqueEmail() }))).toBe(
      'MISSING_EMAIL',
    );

    const res = await change({ idToken, newEmail: uniqueEmail() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'identitytoolkit#GetOobConfirmationCodeResponse',
      email,
    });
  });

  it('answers a change to a registered address exactly like one to a free address', async () => {
    const { idToken } = await signUp();
    const taken = await signUp();
    const free = await change({ idToken, newEmail: uniqueEmail() });
    const registered = await change({ idToken, newEmail: taken.email });
    expect(registered.statusCode).toBe(free.statusCode);
    expect(registered.body).toBe(free.body);
  });

  it('refuses wrong codes with the protocol’s codes', async () => {
    expect(errorOf(await call('update', { oobCode: 'non-un-codice' }))).toBe('INVALID_OOB_CODE');
    expect(errorOf(await call('resetPassword', { oobCode: 'non-un-codice' }))).toBe(
      'INVALID_OOB_CODE',
    );
  });

  it('names no sign-in method for any address, after checking the request', async () => {
    expect(errorOf(await call('createAuthUri', {}))).toBe('MISSING_IDENTIFIER');
    expect(errorOf(await call('createAuthUri', { identifier: uniqueEmail() }))).toBe(
      'MISSING_CONTINUE_URI',
    );
    expect(
      errorOf(
        await call('createAuthUri', {
          identifier: 'non-una-email',
          continueUri: 'http://localhost',
        }),
      ),
    ).toBe('INVALID_IDENTIFIER');
    expect(
      errorOf(
        await call('createAuthUri', { identifier: uniqueEmail(), continueUri: 'non-un-uri' }),
      ),
    ).toBe('INVALID_CONTINUE_URI');

    const { email } = await signUp(uniqueEmail(), PASSWORD);
    const registered = await call('createAuthUri', {
      identifier: email,
      continueUri: 'http://localhost',
    });
    const unknown = await call('createAuthUri', {
      identifier: uniqueEmail(),
      continueUri: 'http://localhost',
    });
    for (const res of [registered, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json() as object).sort()).toEqual(['kind', 'sessionId']);
      expect(res.json()).toMatchObject({ kind: 'identitytoolkit#CreateAuthUriResponse' });
    }
  });
});
