import { type BusinessLine, businessLineLabels, businessLines } from '@equilibrio/contract/enums';
import { Box, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBabyCarriage,
  IconBucketDroplet,
  IconDog,
  IconOld,
  type TablerIcon,
} from '@tabler/icons-react';
import { formatCents } from '@/lib/money';
import { useStartingPrices } from '../api/get-starting-prices';
import { guideTexts, serviceDescriptions } from '../messages';

const icons: Record<BusinessLine, TablerIcon> = {
  BABYSITTER: IconBabyCarriage,
  PETSITTER: IconDog,
  NURSE: IconOld,
  COLF: IconBucketDroplet,
};

/** The four services with their starting price ('da 178,00 €') from the catalogue. */
export function ServiceCards() {
  const prices = useStartingPrices();
  const priceOf = (line: BusinessLine) =>
    prices.data?.find((price) => price.businessLine === line)?.fromCents;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" component="ul" p={0} m={0}>
      {businessLines.map((line) => {
        const Icon = icons[line];
        const cents = priceOf(line);
        return (
          <Paper
            key={line}
            component="li"
            withBorder
            radius="lg"
            p="lg"
            style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            <ThemeIcon size={44} radius="md" variant="light" color="primary" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {businessLineLabels[line]}
            </Title>
            <Text size="sm" c="gray.7" style={{ flexGrow: 1 }}>
              {serviceDescriptions[line]}
            </Text>
            {/* One height whatever arrives: the drawn page's skeleton never moves anything. */}
            <Box h={28} style={{ display: 'flex', alignItems: 'center' }}>
              {prices.isPending ? (
                <Skeleton height={22} width="60%" aria-hidden />
              ) : cents !== undefined ? (
                <Text fw={700} size="lg" lh="28px" c="primary.8">
                  <Text span size="sm" fw={500} c="gray.7">
                    {guideTexts.priceFrom}{' '}
                  </Text>
                  {formatCents(cents)}
                </Text>
              ) : (
                <Text size="sm" fw={600} c="gray.7">
                  {guideTexts.priceMissing}
                </Text>
              )}
            </Box>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
