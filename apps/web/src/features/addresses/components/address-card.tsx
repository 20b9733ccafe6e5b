import type { Address } from '@equilibrio/contract/people';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { AppButton } from '@/components/app-button';
import { savedItemCardStyle } from '@/components/saved-items-panel';
import { formatAddress } from '../format';

type AddressCardProps = {
  address: Address;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  busy?: boolean;
};

/** A saved address: choose it to edit it, delete it, or make it the default. */
export function AddressCard({
  address,
  selected,
  onSelect,
  onDelete,
  onSetDefault,
  busy,
}: AddressCardProps) {
  return (
    <Card withBorder padding="sm" radius="md" style={savedItemCardStyle(selected)}>
      <Stack gap={8}>
        <UnstyledButton
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={`Modifica ${formatAddress(address)}`}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {address.street}
              </Text>
              <Text size="sm" c="dimmed">
                {address.postalCode} {address.city} ({address.province})
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        <Group gap="xs" justify="space-between">
          {address.isDefault ? (
            <Badge color="primary" variant="light">
              Predefinito
            </Badge>
          ) : (
            <AppButton look="dark-outline" size="xs" onClick={onSetDefault} disabled={busy}>
              Imposta come predefinito
            </AppButton>
          )}
          <AppButton
            look="danger"
            variant="subtle"
            size="xs"
            onClick={onDelete}
            disabled={busy}
            aria-label={`Elimina ${formatAddress(address)}`}
          >
            Elimina
          </AppButton>
        </Group>
      </Stack>
    </Card>
  );
}
