import { languageGapWarning } from '@equilibrio/contract/caregiver-matching';
import { Group, Text } from '@mantine/core';
import { IconLanguageOff } from '@tabler/icons-react';

/**
 * A suggested or proposed caregiver who does not speak a language the request asks, said on
 * their row ('Non parla inglese, richiesto dalla famiglia': the contract's `languageGapWarning`),
 * calmly: the tutor may still propose them. Nothing when they speak them all.
 */
export function LanguageGapWarning({
  asked,
  spoken,
}: {
  /** The request's languages (`requestedLanguages`). */
  asked: readonly string[];
  /** The caregiver's. */
  spoken: readonly string[];
}) {
  const warning = languageGapWarning(asked, spoken);
  if (!warning) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconLanguageOff
        size={14}
        aria-hidden
        color="var(--mantine-color-sun-8)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="xs" c="ink.7">
        {warning}
      </Text>
    </Group>
  );
}
