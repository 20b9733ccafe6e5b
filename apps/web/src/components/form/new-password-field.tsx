import { passwordRules } from '@equilibrio/contract/validation';
import { type PasswordInputProps, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import { PasswordField } from '@/components/password-field';
import { boundField, textInput, type Unbound } from './bound-field';

/**
 * The rules of a new password (the contract's `passwordRules`), each ticked as soon as what is
 * typed meets it: a family sees what is still missing while typing, all of it at once, instead of
 * one message at a time after leaving the field.
 */
export function PasswordRules({ value }: { value: string }) {
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: '2px 14px',
      }}
    >
      {passwordRules.map((rule) => {
        const met = rule.met(value);
        const Icon = met ? IconCheck : IconPointFilled;
        return (
          <Text
            key={rule.key}
            component="li"
            size="xs"
            c={met ? 'teal.9' : 'dimmed'}
            fw={met ? 600 : undefined}
            data-met={met}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <Icon size={14} aria-hidden />
            {rule.label}
            <VisuallyHidden>{met ? ': sì.' : ': non ancora.'}</VisuallyHidden>
          </Text>
        );
      })}
    </ul>
  );
}

/**
 * A new password bound to a form field, with its rules ticked under it as it is typed
 * (`PasswordRules`); the spec's message for a rule still missing shows under them once the
 * field is left.
 */
export const NewPasswordField = boundField<
  Omit<PasswordInputProps, Unbound | 'description' | 'autoComplete'>
>(({ field, error }, { onChange, ...props }) => (
  <PasswordField
    {...textInput(field, onChange)}
    {...props}
    autoComplete="new-password"
    description={<PasswordRules value={typeof field.value === 'string' ? field.value : ''} />}
    descriptionProps={{ component: 'div' }}
    inputWrapperOrder={['label', 'input', 'description', 'error']}
    error={error}
  />
));
