import { Tabs } from '@mantine/core';
import { IconBuildingSkyscraper, IconListDetails } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CompaniesPanel } from '../components/companies-panel';
import { ServicesPanel } from '../components/services-panel';

/** The catalogue: services and prices, partner companies (one tab each, each with its address). */
export function CatalogPage({ tab }: { tab: 'services' | 'companies' }) {
  useDocumentTitle(
    `${tab === 'services' ? 'Catalogo' : 'Aziende partner'} | Back office Equilibrio`,
  );
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Catalogo" description="Servizi, prezzi per provincia e aziende partner." />
      <Tabs
        value={tab}
        onChange={(value) =>
          navigate(
            value === 'companies'
              ? paths.backoffice.companies.href()
              : paths.backoffice.catalog.href(),
          )
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="services" leftSection={<IconListDetails size={16} aria-hidden />}>
            Servizi e prezzi
          </Tabs.Tab>
          <Tabs.Tab
            value="companies"
            leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
          >
            Aziende partner
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="services">
          <ServicesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="companies">
          <CompaniesPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
