import type { NpsReport } from '@equilibrio/contract/backoffice-nps';
import { npsGroupOf } from '@equilibrio/contract/backoffice-nps';
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';

const groupColor = {
  detractor: 'var(--mantine-color-danger-6)',
  passive: 'var(--mantine-color-sun-6)',
  promoter: 'var(--mantine-color-primary-6)',
};

/** One bar per score 0–10 (detractors red, passives yellow, promoters green), with its count. */
export function ScoreDistribution({ distribution }: { distribution: NpsReport['distribution'] }) {
  const max = Math.max(1, ...distribution.map((d) => d.count));
  return (
    <figure style={{ margin: 0 }}>
      <Group gap={6} align="flex-end" h={180} wrap="nowrap" aria-hidden>
        {distribution.map(({ score, count }) => (
          <Stack key={score} gap={4} align="center" justify="flex-end" h="100%" style={{ flex: 1 }}>
            <Text size="xs" fw={600}>
              {count}
            </Text>
            <Box
              w="100%"
              h={`${Math.max(2, (count / max) * 130)}px`}
              style={{ background: groupColor[npsGroupOf(score)], borderRadius: 4 }}
            />
            <Text size="xs" c="ink.5">
              {score}
            </Text>
          </Stack>
        ))}
      </Group>
      <VisuallyHidden>
        <table>
          <caption>Numero di voti per punteggio</caption>
          <thead>
            <tr>
              <th>Punteggio</th>
              <th>Voti</th>
            </tr>
          </thead>
          <tbody>
            {distribution.map(({ score, count }) => (
              <tr key={score}>
                <td>{score}</td>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      <Text component="figcaption" size="xs" c="ink.5" mt="xs">
        Punteggi da 0 a 10: detrattori 0–6, passivi 7–8, promotori 9–10.
      </Text>
    </figure>
  );
}
