import type { Caregiver } from '@equilibrio/contract/caregivers';
import { Avatar, type AvatarProps, Box, Group, type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type Face = Pick<Caregiver, 'name' | 'surname' | 'photoUrl'>;

/** The caregiver's photo, or their initials (back office: directory, candidates, suggestions). */
export function CaregiverAvatar({
  caregiver,
  size,
}: {
  caregiver: Face;
  size?: AvatarProps['size'];
}) {
  return (
    <Avatar src={caregiver.photoUrl} alt="" radius="xl" size={size}>
      {caregiver.name[0]}
      {caregiver.surname[0]}
    </Avatar>
  );
}

/**
 * A caregiver in a back-office list (a list item): the photo and `children` (name, details)
 * beside it, `actions` on the right; `align` 'flex-start' tops them all.
 */
export function CaregiverRow({
  caregiver,
  avatarSize,
  gap = 0,
  align,
  actions,
  children,
}: {
  caregiver: Face;
  avatarSize?: AvatarProps['size'];
  gap?: MantineSpacing;
  align?: 'flex-start';
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" align={align}>
      <Group gap="sm" wrap="nowrap" miw={0} align={align}>
        <CaregiverAvatar caregiver={caregiver} size={avatarSize} />
        <Stack gap={gap} miw={0}>
          {children}
        </Stack>
      </Group>
      {/* The row's status and buttons keep their width: a long line beside them cut a status
          to 'Proposto…' or 'Conf…'. */}
      <Box style={{ flexShrink: 0 }}>{actions}</Box>
    </Group>
  );
}
