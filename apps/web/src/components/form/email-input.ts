/** An email address field: its label, example, keyboard and autofill (login, sign-up). */
export const emailInput = {
  type: 'email',
  label: 'Email',
  placeholder: 'nome@esempio.it',
  autoComplete: 'email',
  inputMode: 'email',
} as const;
