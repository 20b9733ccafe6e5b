import type { Language } from '@equilibrio/contract/enums';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FilterSelect } from '@/components/lists';
import { languageOptions } from '@/lib/options';
import { provinceOptions } from '@/lib/provinces';

/** The directory's filters (the directory page and the request workspace's picker). */
export function CaregiverSearchInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label="Cerca"
      placeholder="Nome o cognome"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export function LanguageFilter({
  value,
  onChange,
}: {
  value: Language | null;
  onChange: (value: Language | null) => void;
}) {
  return (
    <FilterSelect
      label="Lingua"
      placeholder="Tutte"
      data={languageOptions}
      value={value}
      onChange={onChange}
    />
  );
}

export function ProvinceFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <FilterSelect
      label="Provincia"
      placeholder="Tutte"
      searchable
      data={provinceOptions}
      value={value}
      onChange={onChange}
    />
  );
}
