import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { caregiverTypes, languages } from '@equilibrio/contract/enums';
import { AddLink } from '@/components/add-link';
import { FilterSelect, FiltersGrid, Select } from '@/components/lists';
import { PageHeader } from '@/components/page-header';
import { DirectoryResults, resultsCount } from '@/components/results-frame';
import { paths } from '@/config/paths';
import { optionsOf } from '@/lib/options';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListFilter, useListQuery, useListReset, usePages } from '@/lib/use-pages';
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
  // In the address: back from a profile, the directory is as the tutor left it.
  const [type, setType] = useListFilter('type', caregiverTypes);
  const [language, setLanguage] = useListFilter('language', languages);
  const [province, setProvince] = useListFilter<string>('province', null);
  const [active, setActive] = useListFilter<ActiveFilter>(
    'active',
    ['true', 'false', 'all'],
    'true',
  );
  const search = useListQuery();
  const { q } = search;
  const { page, pagination } = usePages();
  const reset = useListReset();
  /** Anything chosen that the directory does not open with ('Attivi' is how it opens). */
  const filtered = Boolean(type || language || province || q) || active !== 'true';
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
      <FiltersGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} filtered={filtered} onReset={reset}>
        <CaregiverSearchInput value={search.input} onChange={search.setInput} />
        <FilterSelect
          label="Tipo"
          data={optionsOf(caregiverTypes, caregiverTypeLabels)}
          value={type}
          onChange={(value) => setType(value as (typeof caregiverTypes)[number] | null)}
        />
        <LanguageFilter value={language} onChange={setLanguage} />
        <ProvinceFilter value={province} onChange={setProvince} />
        <Select
          label="Stato"
          allowDeselect={false}
          data={[
            { value: 'true', label: 'Attivi' },
            { value: 'false', label: 'Disattivati' },
            { value: 'all', label: 'Tutti' },
          ]}
          value={active}
          onChange={(value) => setActive((value as ActiveFilter) ?? 'true')}
        />
      </FiltersGrid>
      <DirectoryResults
        query={query}
        loading="Caricamento dei caregiver"
        // A caregiver starts deactivated: one just created is not among the active ones.
        empty={
          active === 'true'
            ? 'Nessun caregiver attivo con questi filtri. Un caregiver appena creato resta disattivato finché non lo attivi: scegli «Tutti» in Stato per vederlo.'
            : 'Nessun caregiver con questi filtri.'
        }
        // 'Attivi' is a filter too: only 'Tutti', with nothing else chosen, is everyone.
        count={(total) =>
          resultsCount(
            total,
            ['caregiver', 'caregiver'],
            Boolean(type || language || province || q) || active !== 'all',
          )
        }
        table={(rows) => <CaregiverTable rows={rows} />}
        cards={(rows) => <CaregiverCards rows={rows} />}
        pagination={pagination}
      />
    </>
  );
}
