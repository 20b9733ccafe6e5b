import type { AdminCompany } from '@equilibrio/contract/backoffice-catalog';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { useDiscardGuard } from '@/components/guarded-modal';
import { QueryView } from '@/components/query-view';
import { toast } from '@/components/toast';
import { useAdminServices } from '../api/get-admin-services';
import { useCompanies } from '../api/get-companies';
import { useSaveCompany } from '../api/save-company';
import { CompanyCard } from './company-card';
import { CompanyForm } from './company-form';
import { EditorModal } from './editor-modal';

/** Partner companies: welfare services offered, logo, the sign-up link to share. */
export function CompaniesPanel() {
  const companies = useCompanies();
  const services = useAdminServices();
  const save = useSaveCompany();
  const [editing, setEditing] = useState<AdminCompany | 'new' | null>(null);
  const guard = useDiscardGuard(() => setEditing(null));
  const b2b = (services.data ?? []).filter((s) => s.customerType === 'B2B');
  const serviceNames = new Map((services.data ?? []).map((s) => [s.id, s.name]));
  const serviceOptions = b2b.map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <AppButton
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
        >
          Nuova azienda
        </AppButton>
      </Group>
      <QueryView
        query={companies}
        loading="Caricamento delle aziende"
        isEmpty={(data) => data.length === 0}
        empty="Nessuna azienda partner."
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {data.map((company) => (
              <CompanyCard
                key={company.id}
                company={company}
                serviceNames={serviceNames}
                onEdit={() => setEditing(company)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      <EditorModal
        opened={editing !== null}
        dirty={guard.dirty}
        onClose={guard.close}
        title={editing === 'new' ? 'Nuova azienda partner' : `Modifica ${editing?.name ?? ''}`}
      >
        {editing !== null ? (
          <CompanyForm
            company={editing === 'new' ? undefined : editing}
            serviceOptions={serviceOptions}
            onCancel={guard.cancel}
            onDirtyChange={guard.setDirty}
            onSubmit={async (values) => {
              if (editing === 'new') await save.mutateAsync({ companyId: null, body: values });
              else
                await save.mutateAsync({
                  companyId: editing.id,
                  body: { name: values.name, active: values.active, serviceIds: values.serviceIds },
                });
              toast.success(editing === 'new' ? 'Azienda creata' : 'Azienda aggiornata');
              guard.close();
            }}
          />
        ) : null}
      </EditorModal>
    </Stack>
  );
}
