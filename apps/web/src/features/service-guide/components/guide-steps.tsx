import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PlainList } from '@/components/plain-list';
import { steps } from '../messages';

/** How it works, in three numbered steps (an ordered list). */
export function GuideSteps() {
  return (
    <PlainList ordered gap="lg">
      {steps.map((step, index) => (
        <Group key={step.title} component="li" wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={40} radius="xl" color="primary" aria-hidden>
            <Text fw={700} c="white">
              {index + 1}
            </Text>
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text c="gray.7">{step.text}</Text>
          </Stack>
        </Group>
      ))}
    </PlainList>
  );
}
