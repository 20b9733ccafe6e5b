import type { BackofficeRequestFacets } from '@equilibrio/contract/backoffice';
import type { RequestStatus } from '@equilibrio/contract/enums';
import { Button, Group, Text } from '@mantine/core';
import { Select } from '@/components/lists';
import { statusInfo } from '../lib/statuses';

/** The status filter: the counts per status, the chosen one (none: all), and how to choose. */
type StatusFilterProps = {
  facets: BackofficeRequestFacets | undefined;
  selected: RequestStatus | undefined;
  onSelect: (status: RequestStatus | undefined) => void;
};

/** "Tutte" and one toggle per status with its count: choosing one filters the list. */
export function StatusCounters({ facets, selected, onSelect }: StatusFilterProps) {
  const item = (
    key: string,
    label: string,
    count: number | undefined,
    active: boolean,
    onClick: () => void,
  ) => (
    <Button
      key={key}
      size="compact-sm"
      radius="xl"
      variant={active ? 'filled' : 'default'}
      color={active ? 'primary' : undefined}
      aria-pressed={active}
      onClick={onClick}
      style={{ flexShrink: 0 }}
      fw={500}
      c={!active && count === 0 ? 'ink.4' : undefined}
    >
      {label}
      <Text component="span" fw={700} ml={6} size="sm" c={active ? 'white' : 'ink.6'}>
        {count ?? '…'}
      </Text>
    </Button>
  );
  return (
    <Group gap={6} mb="md" role="group" aria-label="Filtra per stato">
      {item('all', 'Tutte', facets?.total, selected === undefined, () => onSelect(undefined))}
      {(facets?.statuses ?? []).map(({ status, count }) =>
        item(status, statusInfo[status].label, count, selected === status, () =>
          onSelect(selected === status ? undefined : status),
        ),
      )}
    </Group>
  );
}

/** Phones: the same choice as a select, counts in the labels. */
export function StatusSelect({ facets, selected, onSelect }: StatusFilterProps) {
  return (
    <Select
      label="Stato"
      placeholder={`Tutte${facets ? ` (${facets.total})` : ''}`}
      clearable
      data={(facets?.statuses ?? []).map(({ status, count }) => ({
        value: status,
        label: `${statusInfo[status].label} (${count})`,
      }))}
      value={selected ?? null}
      onChange={(value) => onSelect((value as RequestStatus | null) ?? undefined)}
    />
  );
}
