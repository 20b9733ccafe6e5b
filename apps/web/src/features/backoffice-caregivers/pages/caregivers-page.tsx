import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { type CaregiverType, caregiverTypes, type Language } from '@equilibrio/contract/enums';
import { SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { AddLink } from '@/components/add-link';
import { FilterSelect, Select } from '@/components/lists';
import { PageHeader } from '@/components/page-header';
import { DirectoryResults } from '@/components/results-frame';
import { paths } from '@/config/paths';
import { optionsOf } from '@/lib/options';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePages } from '@/lib/use-pages';
import { useCaregivers } from '../api/get-caregivers';
import {
  CaregiverSearchInput,
  LanguageFilter,
  ProvinceFilter,
} from '../components/caregiver-filters';
import { CaregiverCards, CaregiverTable } from '../components/caregiver-list';

const PAGE_SIZE = 20;
type ActiveFilter = 'true' | 'false' | 'all';

/** The caregiver directory: filter, open a profile, add a new one. */
export function CaregiversPage() {
  useDocumentTitle('Caregiver | Back office Equilibrio');
  const [type, setType] = useState<CaregiverType | null>(null);
  const [language, setLanguage] = useState<Language | null>(null);
  const [province, setProvince] = useState<string | null>(null);
  const [active, setActive] = useState<ActiveFilter>('true');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const { page, filtered: filter, pagination } = usePages();
  const query = useCaregivers({
    type: type ?? undefined,
    language: language ?? undefined,
    province: province ?? undefined,
    active: active === 'all' ? undefined : active,
    q: q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader
        title="Caregiver"
        description="La rubrica dei caregiver da proporre alle famiglie."
        actions={
          <AddLink to={paths.backoffice.caregiverNew.href()} iconSize={16}>
            Nuovo caregiver
          </AddLink>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="md">
        <CaregiverSearchInput value={search} onChange={filter(setSearch)} />
        <FilterSelect
          label="Tipo"
          data={optionsOf(caregiverTypes, caregiverTypeLabels)}
          value={type}
          onChange={filter(setType)}
        />
        <LanguageFilter value={language} onChange={filter(setLanguage)} />
        <ProvinceFilter value={province} onChange={filter(setProvince)} />
        <Select
          label="Stato"
          allowDeselect={false}
          data={[
            { value: 'true', label: 'Attivi' },
            { value: 'false', label: 'Disattivati' },
            { value: 'all', label: 'Tutti' },
          ]}
          value={active}
          onChange={filter((value) => setActive((value as ActiveFilter) ?? 'true'))}
        />
      </SimpleGrid>
      <DirectoryResults
        query={query}
        loading="Caricamento dei caregiver"
        empty="Nessun caregiver con questi filtri."
        table={(rows) => <CaregiverTable rows={rows} />}
        cards={(rows) => <CaregiverCards rows={rows} />}
        pagination={pagination}
      />
    </>
  );
}
