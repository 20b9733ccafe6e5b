import type { Language } from '@equilibrio/contract/enums';
import { FilterSelect } from '@/components/lists';
import { SearchInput } from '@/components/search-input';
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
    <SearchInput
      placeholder="Nome o cognome"
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
