import { type WelfareProgramme, welfareTexts } from '@equilibrio/contract/welfare';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';

/**
 * Beside a welfare request's amounts (the family's quote and payment confirmation, the back
 * office's summary): the company programme it is made with, and `detail` when there is more to
 * say (who pays, the receipt). Nothing of what the company covers: we do not know it.
 */
export function WelfareNote({
  programme,
  detail,
}: {
  programme: WelfareProgramme;
  detail?: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="primary.0"
      role="note"
      aria-label="Programma welfare"
      ta="left"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconBuildingCommunity
          size={20}
          color="var(--mantine-color-primary-7)"
          aria-hidden
          style={{ flexShrink: 0, marginTop: 2 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {welfareTexts.programme(programme)}
          </Text>
          {detail ? (
            <Text size="sm" c="ink.7">
              {detail}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
