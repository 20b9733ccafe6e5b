import { Tabs } from '@mantine/core';
import { IconBuildingSkyscraper, IconListDetails } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CompaniesPanel } from '../components/companies-panel';
import { ServicesPanel } from '../components/services-panel';

const TABS_ID = 'catalogo';

/**
 * A tab's panel, outside Mantine's Tabs (its id is the one the tab's `aria-controls` names, and it
 * is labelled by the tab, whose id Mantine makes `${id}-tab-${value}`): each of Tabs' own panels
 * re-renders the Tabs once mounted, and that new context reached the catalogue's sections while
 * the app was still adopting them, so all of them were adopted in one task (≈ 0.5 s at 4× CPU)
 * instead of one at a time (components/adopted-apart.tsx).
 */
function TabPanel({ value, tab, children }: { value: string; tab: string; children: ReactNode }) {
  const active = value === tab;
  return (
    <div
      role="tabpanel"
      id={`${TABS_ID}-panel-${value}`}
      aria-labelledby={`${TABS_ID}-tab-${value}`}
      hidden={!active}
    >
      {active ? children : null}
    </div>
  );
}

/**
 * A tab chosen (a click, the arrows): each tab is its own page, drawn afresh, and the keyboard is
 * given back to the tab now shown, where the arrows go on, instead of to the page's top.
 */
let tabChosen: string | null = null;

/** The catalogue: services and prices, partner companies (one tab each, each with its address). */
export function CatalogPage({ tab }: { tab: 'services' | 'companies' }) {
  useDocumentTitle(
    `${tab === 'services' ? 'Catalogo' : 'Aziende partner'} | Back office Equilibrio`,
  );
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the tab's page is drawn
  useEffect(() => {
    const chosen = tabChosen === tab;
    tabChosen = null;
    if (chosen) document.getElementById(`${TABS_ID}-tab-${tab}`)?.focus();
  }, []);
  return (
    <>
      <PageHeader
        title="Catalogo"
        description="Servizi, prezzi per provincia e aziende partner. Un prezzo cambiato vale per i preventivi scritti da ora: quelli già inviati restano come la famiglia li ha letti."
      />
      <Tabs
        id={TABS_ID}
        value={tab}
        onChange={(value) => {
          // The tab already shown (Mantine calls this for it too): nothing to do.
          if (value === tab || value === null) return;
          tabChosen = value;
          navigate(
            value === 'companies'
              ? paths.backoffice.companies.href()
              : paths.backoffice.catalog.href(),
          );
        }}
      >
        <Tabs.List mb="md">
          <Tabs.Tab
            value="services"
            aria-controls={`${TABS_ID}-panel-services`}
            leftSection={<IconListDetails size={16} aria-hidden />}
          >
            Servizi e prezzi
          </Tabs.Tab>
          <Tabs.Tab
            value="companies"
            aria-controls={`${TABS_ID}-panel-companies`}
            leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
          >
            Aziende partner
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <TabPanel value="services" tab={tab}>
        <ServicesPanel />
      </TabPanel>
      <TabPanel value="companies" tab={tab}>
        <CompaniesPanel />
      </TabPanel>
    </>
  );
}
