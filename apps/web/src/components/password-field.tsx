import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';

/**
 * A password input whose show/hide toggle is a real button, reachable by keyboard (Mantine's
 * default leaves it out of the tab order) and named after what it will do.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>((props, ref) => {
  const [visible, setVisible] = useState(false);
  const action = visible ? 'Nascondi password' : 'Mostra password';
  return (
    <PasswordInput
      ref={ref}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': action, title: action }}
      {...props}
    />
  );
});
PasswordField.displayName = 'PasswordField';
