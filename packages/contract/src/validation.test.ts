import { beforeAll, describe, expect, it } from 'vitest';
import { setItalianValidationMessages } from './italian-errors';
import { changePasswordSchema } from './users';
import { requiredChoice, setPasswordSchema, validationMessages } from './validation';

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('a new password and its confirmation', () => {
  it('says the mismatch under the confirmation even while the password has its own error', () => {
    const errors = errorsOf(
      setPasswordSchema.safeParse({ password: 'password', confirmPassword: 'password2' }),
    );
    expect(errors).toContainEqual(['password', validationMessages.passwordUppercase]);
    expect(errors).toContainEqual(['confirmPassword', 'Le password non coincidono.']);
    // The same in the personal area's password change.
    expect(
      errorsOf(
        changePasswordSchema.safeParse({
          currentPassword: 'Vecchia!1',
          password: 'password',
          confirmPassword: 'password2',
        }),
      ),
    ).toContainEqual(['confirmPassword', 'Le password non coincidono.']);
  });

  it('asks for an empty confirmation, and takes two equal valid passwords', () => {
    expect(
      errorsOf(setPasswordSchema.safeParse({ password: 'Abcdefg!1', confirmPassword: '' })),
    ).toEqual([['confirmPassword', validationMessages.required]]);
    expect(
      setPasswordSchema.safeParse({ password: 'Abcdefg!1', confirmPassword: 'Abcdefg!1' }).success,
    ).toBe(true);
  });
});

describe('requiredChoice', () => {
  beforeAll(() => setItalianValidationMessages());
  const line = requiredChoice(['BABYSITTER', 'NURSE']);
  const messageOf = (value: unknown) => line.safeParse(value).error?.issues[0]?.message;

  it('says the field is required when nothing is chosen, and not when the choice is unknown', () => {
    expect(messageOf(undefined)).toBe('Questo campo è obbligatorio');
    expect(messageOf(null)).toBe('Questo campo è obbligatorio');
    expect(messageOf('')).toBe('Questo campo è obbligatorio');
    // A value that is none of the choices is not an empty field.
    expect(messageOf('NOPE')).toBe('Scegli una delle opzioni proposte');
    expect(line.parse('NURSE')).toBe('NURSE');
  });
});
