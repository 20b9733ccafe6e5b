import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApple, IconBrain, IconHeartHandshake } from '@tabler/icons-react';

/** Home's cards when no request is active (spec §2): three services, each marked 'Attiva'. */
const promos = [
  {
    title: 'Nutrizionista',
    text: 'Un percorso alimentare su misura per te e per la tua famiglia, con nutrizionisti qualificati, anche online.',
    icon: IconApple,
  },
  {
    title: 'Famiglia',
    text: 'Consulenze per organizzare la vita familiare e affrontare con serenità i cambiamenti, dalla nascita di un figlio alla cura dei genitori.',
    icon: IconHeartHandshake,
  },
  {
    title: 'Psicologi e coach',
    text: 'Supporto psicologico e coaching per ritrovare il tuo equilibrio tra lavoro e vita privata.',
    icon: IconBrain,
  },
] as const;

export function PromoCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {promos.map((promo) => (
        <Card key={promo.title} component="article" withBorder radius="md" padding="lg">
          <Group justify="space-between" mb="sm">
            <ThemeIcon size={44} radius="md" variant="light" color="primary">
              <promo.icon aria-hidden size={26} />
            </ThemeIcon>
            <Badge color="primary" variant="filled" tt="none">
              Attiva
            </Badge>
          </Group>
          <Title order={3} size="h4" mb={6}>
            {promo.title}
          </Title>
          <Text size="sm">{promo.text}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
