import {
  type AdminService,
  productTypeLabels,
  type ServicePrice,
} from '@equilibrio/contract/backoffice-catalog';
import {
  type BusinessLine,
  businessLineLabels,
  businessLines,
  type ProductType,
  productTypes,
} from '@equilibrio/contract/enums';
import { italianProvinces } from '@equilibrio/contract/provinces';
import {
  ActionIcon,
  Alert,
  Badge,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { ChoiceControl } from '@/components/choice-control';
import { confirm } from '@/components/confirm';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { formatCents } from '@/lib/money';
import { useDeletePrice } from '../api/delete-price';
import { useAdminServices } from '../api/get-admin-services';
import { useCompanies } from '../api/get-companies';
import { useSavePrice } from '../api/save-price';
import { useSaveService } from '../api/save-service';
import { PriceForm } from './price-form';
import { ServiceForm } from './service-form';

const provinceName = (code: string | null) =>
  code === null
    ? 'Altre province'
    : `${italianProvinces.find((p) => p.code === code)?.name ?? code} (${code})`;

type Editing =
  | { kind: 'service'; service?: AdminService }
  | {
      kind: 'price';
      service: AdminService;
      price?: ServicePrice;
      province?: string | null;
      productType?: ProductType;
    };

/** The prices of a service, one row per province ("Altre province" first), one column per product. */
function PriceTable({
  service,
  onEdit,
  onDelete,
}: {
  service: AdminService;
  onEdit: (
    price: ServicePrice | undefined,
    province: string | null,
    productType: ProductType,
  ) => void;
  onDelete: (price: ServicePrice) => void;
}) {
  const provinces = [...new Set(service.prices.map((p) => p.province))];
  if (provinces.length === 0) {
    return (
      <Text size="sm" c="danger.7">
        Nessun prezzo: aggiungi almeno il prezzo di base (Altre province) prima di usarlo nei
        preventivi.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={6} aria-label={`Prezzi di ${service.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Provincia</Table.Th>
            {productTypes.map((type) => (
              <Table.Th key={type}>{productTypeLabels[type]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {provinces.map((province) => (
            <Table.Tr key={province ?? 'default'}>
              <Table.Td>
                <Text size="sm" fw={province === null ? 700 : 400}>
                  {provinceName(province)}
                </Text>
              </Table.Td>
              {productTypes.map((type) => {
                const price = service.prices.find(
                  (p) => p.province === province && p.productType === type,
                );
                const where = `${productTypeLabels[type]} ${provinceName(province)}`;
                return (
                  <Table.Td key={type}>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm" c={price ? undefined : 'ink.5'} miw={84}>
                        {price ? formatCents(price.amountCents) : '—'}
                      </Text>
                      <Tooltip label={price ? 'Modifica' : 'Aggiungi'}>
                        <ActionIcon
                          variant="subtle"
                          color="ink"
                          size="sm"
                          aria-label={`${price ? 'Modifica' : 'Aggiungi'} prezzo ${where}`}
                          onClick={() => onEdit(price, province, type)}
                        >
                          {price ? (
                            <IconPencil size={14} aria-hidden />
                          ) : (
                            <IconPlus size={14} aria-hidden />
                          )}
                        </ActionIcon>
                      </Tooltip>
                      {price && !(province === null && type === 'SERVICE') ? (
                        <Tooltip label="Elimina">
                          <ActionIcon
                            variant="subtle"
                            color="danger"
                            size="sm"
                            aria-label={`Elimina prezzo ${where}`}
                            onClick={() => onDelete(price)}
                          >
                            <IconTrash size={14} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Services per business line and customer type, with their prices per province. */
export function ServicesPanel() {
  const services = useAdminServices();
  const companies = useCompanies();
  const companyName = (id: string) => companies.data?.find((c) => c.id === id)?.name ?? id;
  const saveService = useSaveService();
  const savePrice = useSavePrice();
  const deletePrice = useDeletePrice();
  const [line, setLine] = useState<BusinessLine | 'ALL'>('ALL');
  const [customerType, setCustomerType] = useState<'ALL' | 'B2C' | 'B2B'>('ALL');
  const [editing, setEditing] = useState<Editing | null>(null);
  const wide = useMediaQuery('(min-width: 48em)', true);

  const shown = (services.data ?? []).filter(
    (s) =>
      (line === 'ALL' || s.businessLine === line) &&
      (customerType === 'ALL' || s.customerType === customerType),
  );

  const removePrice = async (service: AdminService, price: ServicePrice) => {
    const ok = await confirm({
      title: 'Eliminare il prezzo?',
      message: `${productTypeLabels[price.productType]} per ${provinceName(price.province)} di "${service.name}": la provincia userà i prezzi di base.`,
      confirmLabel: 'Elimina',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (!ok) return;
    deletePrice.mutate(price.id, {
      onSuccess: () => toast.success('Prezzo eliminato'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
        <Group gap="sm" wrap="wrap">
          <ChoiceControl
            label="Linea di servizio"
            value={line}
            onChange={setLine}
            data={[
              { value: 'ALL', label: 'Tutte' },
              ...businessLines.map((l) => ({ value: l, label: businessLineLabels[l] })),
            ]}
          />
          <ChoiceControl
            label="Clienti"
            value={customerType}
            onChange={setCustomerType}
            data={[
              { value: 'ALL', label: 'Tutti' },
              { value: 'B2C', label: 'B2C' },
              { value: 'B2B', label: 'B2B' },
            ]}
          />
        </Group>
        <AppButton
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ kind: 'service' })}
        >
          Nuovo servizio
        </AppButton>
      </Group>
      {services.isPending ? (
        <Center p="xl">
          <Loader aria-label="Caricamento del catalogo" />
        </Center>
      ) : services.isError ? (
        <Alert color="danger" variant="light" role="alert">
          {errorMessage(services.error)}
        </Alert>
      ) : shown.length === 0 ? (
        <Text c="ink.5" ta="center" p="xl">
          Nessun servizio con questi filtri.
        </Text>
      ) : (
        shown.map((service) => (
          <Paper
            key={service.id}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-labelledby={`service-${service.id}`}
          >
            <Stack gap="sm">
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
                  <AppButton
                    size="xs"
                    look="dark-outline"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setEditing({ kind: 'price', service })}
                  >
                    Aggiungi prezzo
                  </AppButton>
                  <AppButton
                    size="xs"
                    look="dark-outline"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setEditing({ kind: 'service', service })}
                  >
                    Modifica
                    <VisuallyHidden> {service.name}</VisuallyHidden>
                  </AppButton>
                </Group>
              </Group>
              <PriceTable
                service={service}
                onEdit={(price, province, productType) =>
                  setEditing({ kind: 'price', service, price, province, productType })
                }
                onDelete={(price) => void removePrice(service, price)}
              />
            </Stack>
          </Paper>
        ))
      )}

      <Modal
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        fullScreen={!wide}
        title={
          <Text fw={700}>
            {editing?.kind === 'service'
              ? editing.service
                ? `Modifica ${editing.service.name}`
                : 'Nuovo servizio'
              : editing?.kind === 'price'
                ? `${editing.price ? 'Modifica prezzo' : 'Nuovo prezzo'} · ${editing.service.name}`
                : ''}
          </Text>
        }
      >
        {editing?.kind === 'service' ? (
          <ServiceForm
            service={editing.service}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              if (editing.service) {
                await saveService.mutateAsync({
                  serviceId: editing.service.id,
                  body: {
                    name: values.name,
                    description: values.description,
                    active: values.active,
                  },
                });
              } else {
                await saveService.mutateAsync({ serviceId: null, body: values });
              }
              toast.success(editing.service ? 'Servizio aggiornato' : 'Servizio creato');
              setEditing(null);
            }}
          />
        ) : editing?.kind === 'price' ? (
          <PriceForm
            initial={
              editing.price ??
              (editing.productType
                ? {
                    province: editing.province ?? null,
                    productType: editing.productType,
                    amountCents: 0,
                  }
                : undefined)
            }
            lockSlot={editing.price !== undefined}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              if (editing.price) await savePrice.mutateAsync({ priceId: editing.price.id, body });
              else
                await savePrice.mutateAsync({ serviceId: editing.service.id, priceId: null, body });
              toast.success('Prezzo salvato');
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
