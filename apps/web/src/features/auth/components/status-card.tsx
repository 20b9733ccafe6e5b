import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { paths } from '@/config/paths';

/** A centred message with an icon: the verified, invalid-link and loading states. */
export function StatusCard({
  icon,
  color,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={64} radius="xl" color={color} variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {typeof children === 'string' ? <Text c="gray.7">{children}</Text> : children}
      {actions}
    </Stack>
  );
}

/** A status card's way on: to the sign-in page, labelled `children`. */
export function ToLoginButton({ children }: { children: ReactNode }) {
  return (
    <AppButton component={Link} to={paths.login.href()} size="md">
      {children}
    </AppButton>
  );
}
