import {
  type AdminService,
  priceProvinceLabel,
  productTypeLabels,
  type ServicePrice,
} from '@equilibrio/contract/backoffice-catalog';
import { type ProductType, productTypes } from '@equilibrio/contract/enums';
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Hint } from '@/components/hint';
import { formatCents } from '@/lib/money';

/** 'Torino (TO)', or 'Altre province' for the default row (no province): the contract's words. */
export const provinceName = priceProvinceLabel;

/** The prices of a service, one row per province ("Altre province" first), one column per product. */
export function PriceTable({
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
                // The service named too: the same price of every service read the same.
                const where = `${productTypeLabels[type]} ${provinceName(province)} di ${service.name}`;
                return (
                  <Table.Td key={type}>
                    {/* Targets of 28 px, apart: edit and delete are never a slip of each other. */}
                    <Group gap={8} wrap="nowrap">
                      <Text size="sm" c={price ? undefined : 'ink.5'} miw={84}>
                        {price ? formatCents(price.amountCents) : '—'}
                      </Text>
                      <Hint label={price ? 'Modifica' : 'Aggiungi'}>
                        <ActionIcon
                          variant="subtle"
                          color="ink"
                          size="md"
                          aria-label={`${price ? 'Modifica' : 'Aggiungi'} prezzo ${where}`}
                          onClick={() => onEdit(price, province, type)}
                        >
                          {price ? (
                            <IconPencil size={16} aria-hidden />
                          ) : (
                            <IconPlus size={16} aria-hidden />
                          )}
                        </ActionIcon>
                      </Hint>
                      {price && !(province === null && type === 'SERVICE') ? (
                        <Hint label="Elimina">
                          <ActionIcon
                            variant="subtle"
                            color="danger"
                            size="md"
                            aria-label={`Elimina prezzo ${where}`}
                            onClick={() => onDelete(price)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Hint>
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
