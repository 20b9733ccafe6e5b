import type { Language } from '@equilibrio/contract/enums';
import type { Ref } from 'react';
import { FilterSelect } from '@/components/lists';
import { SearchInput } from '@/components/search-input';
import { languageOptions } from '@/lib/options';
import { provinceOptions } from '@/lib/provinces';

/** The directory's filters (the directory page and the request workspace's picker). */
export function CaregiverSearchInput({
  value,
  onChange,
  ref,
  first = false,
}: {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  /** The first field of a panel: the keyboard starts there as it opens (not on its ×). */
  first?: boolean;
}) {
  return (
    <SearchInput
      placeholder="Nome o cognome"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      ref={ref}
      data-autofocus={first || undefined}
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
