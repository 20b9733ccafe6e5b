import type { AdminService, ServicePrice } from '@equilibrio/contract/backoffice-catalog';
import { businessLineLabels, type ProductType } from '@equilibrio/contract/enums';
import { Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { SmallButton } from '@/components/app-button';
import { SectionPaper } from '@/components/section-card';
import { PriceTable } from './price-table';

/** A catalogue service: its line, customers, companies, actions, and its price table. */
export function ServiceSection({
  service,
  companyName,
  onAddPrice,
  onEdit,
  onEditPrice,
  onDeletePrice,
}: {
  service: AdminService;
  companyName: (id: string) => string;
  onAddPrice: () => void;
  onEdit: () => void;
  onEditPrice: (
    price: ServicePrice | undefined,
    province: string | null,
    type: ProductType,
  ) => void;
  onDeletePrice: (price: ServicePrice) => void;
}) {
  return (
    <SectionPaper labelledBy={`service-${service.id}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} size="h4" id={`service-${service.id}`}>
              {service.name}
            </Title>
            <Badge variant="light" color="primary" tt="none">
              {businessLineLabels[service.businessLine]}
            </Badge>
            <Badge
              variant="light"
              color={service.customerType === 'B2B' ? 'secondary' : 'ink'}
              tt="none"
            >
              {service.customerType}
            </Badge>
            {service.active ? null : (
              <Badge variant="light" color="gray" tt="none">
                Disattivato
              </Badge>
            )}
          </Group>
          {service.description ? (
            <Text size="sm" c="ink.5">
              {service.description}
            </Text>
          ) : null}
          {service.customerType === 'B2B' ? (
            <Text size="xs" c="ink.5">
              Offerto da:{' '}
              {service.companyIds.length
                ? service.companyIds.map(companyName).join(', ')
                : 'nessuna azienda'}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {/* Named after the service ('Aggiungi prezzo a Colf privati'): the buttons of every
              service read the same. The space is outside the hidden text, or a screen reader
              could read 'ModificaColf'. */}
          <SmallButton icon={IconPlus} onClick={onAddPrice}>
            Aggiungi prezzo <VisuallyHidden>a {service.name}</VisuallyHidden>
          </SmallButton>
          <SmallButton icon={IconPencil} onClick={onEdit}>
            Modifica <VisuallyHidden>{service.name}</VisuallyHidden>
          </SmallButton>
        </Group>
      </Group>
      <PriceTable service={service} onEdit={onEditPrice} onDelete={onDeletePrice} />
    </SectionPaper>
  );
}
