import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A line under a caregiver's row (a suggestion, a candidate, the picker): a small icon, then its
 * words — a `note` to weigh calmly (the tutor may still propose them: a language or a time not
 * covered), or a `danger` to heed before the profile goes to the family (a criminal record to
 * check, a caregiver the family asked to replace).
 */
export function RowNote({
  icon: Glyph,
  tone = 'note',
  children,
}: {
  icon: Icon;
  tone?: 'note' | 'danger';
  children: ReactNode;
}) {
  const danger = tone === 'danger';
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Glyph
        size={14}
        aria-hidden
        color={danger ? 'var(--mantine-color-danger-7)' : 'var(--mantine-color-sun-8)'}
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="xs" c={danger ? 'danger.7' : 'ink.7'}>
        {children}
      </Text>
    </Group>
  );
}
