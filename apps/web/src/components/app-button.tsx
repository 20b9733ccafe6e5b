import { Button, type ButtonProps, createPolymorphicComponent } from '@mantine/core';
import { forwardRef } from 'react';
import { type ButtonStyle, buttonStyles } from '@/config/theme';

type AppButtonProps = ButtonProps & {
  /** One of the product's button styles (spec §3): primary, secondary, dark, dark-outline, danger, yellow-outline. */
  look?: ButtonStyle;
};

/** Mantine's Button in one of the product's styles; polymorphic like Button (`component={Link}`). */
export const AppButton = createPolymorphicComponent<'button', AppButtonProps>(
  forwardRef<HTMLButtonElement, AppButtonProps>(({ look = 'primary', ...props }, ref) => (
    <Button ref={ref} {...buttonStyles[look]} {...props} />
  )),
);
