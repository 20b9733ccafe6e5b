import { Button, type ButtonProps, createPolymorphicComponent } from '@mantine/core';
import { type ComponentType, forwardRef } from 'react';
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

type SmallButtonProps = Omit<AppButtonProps, 'size' | 'leftSection'> & {
  /** The icon before the label (Tabler's). */
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
};

/** A small action of a card or a row, its icon before the label; outlined unless told. */
export const SmallButton = createPolymorphicComponent<'button', SmallButtonProps>(
  forwardRef<HTMLButtonElement, SmallButtonProps>(
    ({ icon: Icon, look = 'dark-outline', ...props }, ref) => (
      <AppButton
        ref={ref}
        size="xs"
        look={look}
        leftSection={<Icon size={14} aria-hidden />}
        {...props}
      />
    ),
  ),
);
