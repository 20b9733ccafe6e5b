import { businessLineLabels, businessLines } from '@equilibrio/contract/enums';
import { Button, Collapse, Group, Stack } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FilterSelect, FiltersGrid, filtersBar, ResetFiltersButton } from '@/components/lists';
import { SearchInput } from '@/components/search-input';
import { optionsOf } from '@/lib/options';
import { personName } from '@/lib/person';
import { provinceOptions } from '@/lib/provinces';
import { useTutors } from '../api/get-tutors';
import type { InboxFilters } from '../lib/inbox-filters';
import classes from './inbox-filters-bar.module.css';

export type Option = { value: string; label: string };

/** One of the inbox's select filters: the filter it sets, and its select. */
type SelectFilter = {
  key: 'businessLine' | 'province' | 'companyId' | 'assignedTo';
  label: string;
  placeholder?: string;
  searchable?: boolean;
  data: Option[] | string[];
};

/** Search and the filters of the inbox (status is chosen with the counters above). */
export function InboxFiltersBar({
  filters,
  provinces,
  companies,
  onChange,
  compact = false,
  extra,
  myUid,
  onOpenIfOne,
}: {
  /** The signed-in tutor: 'Le mie' is her, not her name again in the list. */
  myUid: string;
  filters: InboxFilters;
  provinces: string[];
  companies: Option[];
  onChange: (next: Partial<InboxFilters>) => void;
  /** Phones: the filters fold away behind a 'Filtri' button, next to the search. */
  compact?: boolean;
  /** More filters shown with the others when folded (the status select on phones). */
  extra?: React.ReactNode;
  /**
   * Enter pressed in 'Cerca': the search sent, whose one request (if one) is to open; null once
   * she types again (her Enter was for another search).
   */
  onOpenIfOne?: (q: string | null) => void;
}) {
  const [open, folding] = useDisclosure(false);
  const tutors = useTutors();
  const [search, setSearch] = useState(filters.q ?? '');
  // The search the address carries, into the box when it changes from elsewhere ('Azzera filtri',
  // Back) — not the echo of what the box itself sent, which would wipe out the letters typed
  // since (a pause mid-word sent 'es'; the 'p' typed as it came back was lost: 'esosito').
  const sent = useRef(filters.q);
  useEffect(() => {
    if (filters.q !== sent.current) setSearch(filters.q ?? '');
    sent.current = filters.q;
  }, [filters.q]);
  const commitSearch = useDebouncedCallback((q: string) => {
    sent.current = q.trim() || undefined;
    onChange({ q: sent.current });
  }, 300);

  const assigneeOptions: Option[] = [
    // The inbox's one way to its tutor's own requests.
    { value: 'me', label: 'Le mie' },
    { value: 'none', label: 'Non assegnate' },
    ...(tutors.data ?? [])
      .filter((tutor) => tutor.uid !== myUid)
      .map((tutor) => ({ value: tutor.uid, label: personName(tutor) })),
  ];
  const selectFilters: SelectFilter[] = [
    {
      key: 'businessLine',
      label: 'Servizio',
      data: optionsOf(businessLines, businessLineLabels),
    },
    {
      key: 'province',
      label: 'Provincia',
      placeholder: 'Tutte',
      searchable: true,
      // Named, so 'Tor' finds Torino (the facets are the requests' codes).
      data: provinces.map(
        (code) =>
          provinceOptions.find((option) => option.value === code) ?? { value: code, label: code },
      ),
    },
    {
      key: 'companyId',
      label: 'Azienda partner',
      placeholder: 'Tutte',
      searchable: true,
      data: companies,
    },
    { key: 'assignedTo', label: 'Family tutor', data: assigneeOptions },
  ];
  // The status (chips, or a select on a phone) is a filter too: 'Azzera filtri' clears it.
  const anyFilter = filters.q || filters.status || selectFilters.some(({ key }) => filters[key]);
  const activeCount = selectFilters.filter(({ key }) => filters[key]).length;
  const searchField = (
    <SearchInput
      placeholder="Nome, email, telefono, via o N°"
      value={search}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        commitSearch(event.currentTarget.value);
        onOpenIfOne?.(null);
      }}
      // Leaving the field (e.g. to open a result) applies the search now, never after the move.
      onBlur={() => commitSearch.flush()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        commitSearch.flush();
        onOpenIfOne?.(search.trim());
      }}
      style={compact ? { flex: 1 } : undefined}
    />
  );
  const selects = selectFilters.map(({ key, ...select }) => (
    <FilterSelect
      key={key}
      {...select}
      value={filters[key]}
      onChange={(value) => onChange({ [key]: value ?? undefined })}
    />
  ));
  const resetAll = () => {
    setSearch('');
    onChange({
      q: undefined,
      status: undefined,
      ...Object.fromEntries(selectFilters.map(({ key }) => [key, undefined])),
    });
  };

  if (compact) {
    return (
      <Stack gap="xs" mb="md" {...filtersBar}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          {searchField}
          <Button
            variant={open ? 'filled' : 'default'}
            onClick={folding.toggle}
            aria-expanded={open}
            aria-controls="inbox-filters"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          >
            Filtri{activeCount ? ` (${activeCount})` : ''}
          </Button>
        </Group>
        <Collapse expanded={open} id="inbox-filters">
          <Stack gap="xs">
            {extra}
            {selects}
            <Group>
              <ResetFiltersButton filtered={Boolean(anyFilter)} onReset={resetAll} />
            </Group>
          </Stack>
        </Collapse>
      </Stack>
    );
  }

  return (
    <FiltersGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 6 }}
      className={classes.filters}
      filtered={Boolean(anyFilter)}
      onReset={resetAll}
    >
      {searchField}
      {selects}
    </FiltersGrid>
  );
}
