import {
  type AdminService,
  productTypeLabels,
  type ServicePrice,
} from '@equilibrio/contract/backoffice-catalog';
import {
  type BusinessLine,
  businessLineLabels,
  businessLines,
  type ProductType,
} from '@equilibrio/contract/enums';
import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { ChoiceControl } from '@/components/choice-control';
import { confirm } from '@/components/confirm';
import { useDiscardGuard } from '@/components/guarded-modal';
import { QueryView } from '@/components/query-view';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { optionsOf } from '@/lib/options';
import { useDeletePrice } from '../api/delete-price';
import { useAdminServices } from '../api/get-admin-services';
import { useCompanies } from '../api/get-companies';
import { useSavePrice } from '../api/save-price';
import { useSaveService } from '../api/save-service';
import { EditorModal } from './editor-modal';
import { PriceForm } from './price-form';
import { provinceName } from './price-table';
import { ServiceForm } from './service-form';
import { ServiceSection } from './service-section';

type Editing =
  | { kind: 'service'; service?: AdminService }
  | {
      kind: 'price';
      service: AdminService;
      price?: ServicePrice;
      province?: string | null;
      productType?: ProductType;
    };

/**
 * What deleting a price leaves the provinces with: the base row's price ('Altre province') when
 * there is one of its kind, else nothing — the base row itself has none to fall back on.
 */
function deletedPriceWords(service: AdminService, price: ServicePrice) {
  const what = `${productTypeLabels[price.productType]} per ${price.province === null ? 'le altre province' : provinceName(price.province)} di «${service.name}»`;
  if (price.province === null) {
    return `${what}: le province senza un prezzo proprio resteranno senza questa voce.`;
  }
  const base = service.prices.some(
    (other) => other.province === null && other.productType === price.productType,
  );
  return base
    ? `${what}: la provincia userà il prezzo di base.`
    : `${what}: non c’è un prezzo di base, la provincia resterà senza questa voce.`;
}

/** Services per business line and customer type, with their prices per province. */
export function ServicesPanel() {
  const services = useAdminServices();
  const companies = useCompanies();
  const companyName = (id: string) => companies.data?.find((c) => c.id === id)?.name ?? id;
  const saveService = useSaveService();
  const savePrice = useSavePrice();
  const deletePrice = useDeletePrice();
  const [line, setLine] = useState<BusinessLine | 'ALL'>('ALL');
  const [customerType, setCustomerType] = useState<'ALL' | 'B2C' | 'B2B'>('ALL');
  const [editing, setEditing] = useState<Editing | null>(null);
  const guard = useDiscardGuard(() => setEditing(null));

  const shown = (services.data ?? []).filter(
    (s) =>
      (line === 'ALL' || s.businessLine === line) &&
      (customerType === 'ALL' || s.customerType === customerType),
  );

  const removePrice = async (service: AdminService, price: ServicePrice) => {
    const ok = await confirm({
      title: 'Eliminare il prezzo?',
      message: deletedPriceWords(service, price),
      confirmLabel: 'Elimina',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (!ok) return;
    deletePrice.mutate(price.id, {
      onSuccess: () => toast.success('Prezzo eliminato'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
        <Group gap="sm" wrap="wrap">
          <ChoiceControl
            label="Linea di servizio"
            value={line}
            onChange={setLine}
            data={[
              { value: 'ALL', label: 'Tutte' },
              ...optionsOf(businessLines, businessLineLabels),
            ]}
          />
          <ChoiceControl
            label="Clienti"
            value={customerType}
            onChange={setCustomerType}
            data={[
              { value: 'ALL', label: 'Tutti' },
              { value: 'B2C', label: 'B2C' },
              { value: 'B2B', label: 'B2B' },
            ]}
          />
        </Group>
        <AppButton
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ kind: 'service' })}
        >
          Nuovo servizio
        </AppButton>
      </Group>
      <QueryView
        query={services}
        loading="Caricamento del catalogo"
        isEmpty={() => shown.length === 0}
        empty="Nessun servizio con questi filtri."
      >
        {() =>
          shown.map((service) => (
            <ServiceSection
              key={service.id}
              service={service}
              companyName={companyName}
              onAddPrice={() => setEditing({ kind: 'price', service })}
              onEdit={() => setEditing({ kind: 'service', service })}
              onEditPrice={(price, province, productType) =>
                setEditing({ kind: 'price', service, price, province, productType })
              }
              onDeletePrice={(price) => void removePrice(service, price)}
            />
          ))
        }
      </QueryView>

      <EditorModal
        opened={editing !== null}
        dirty={guard.dirty}
        onClose={guard.close}
        title={
          editing?.kind === 'service'
            ? editing.service
              ? `Modifica ${editing.service.name}`
              : 'Nuovo servizio'
            : editing?.kind === 'price'
              ? `${editing.price ? 'Modifica prezzo' : 'Nuovo prezzo'} · ${editing.service.name}`
              : ''
        }
      >
        {editing?.kind === 'service' ? (
          <ServiceForm
            service={editing.service}
            services={services.data ?? []}
            onCancel={guard.cancel}
            onDirtyChange={guard.setDirty}
            onSubmit={async (values) => {
              if (editing.service) {
                await saveService.mutateAsync({
                  serviceId: editing.service.id,
                  body: {
                    name: values.name,
                    description: values.description,
                    active: values.active,
                  },
                });
              } else {
                await saveService.mutateAsync({ serviceId: null, body: values });
              }
              toast.success(editing.service ? 'Servizio aggiornato' : 'Servizio creato');
              guard.close();
            }}
          />
        ) : editing?.kind === 'price' ? (
          <PriceForm
            initial={
              editing.price ??
              (editing.productType
                ? { province: editing.province ?? null, productType: editing.productType }
                : undefined)
            }
            otherPrices={editing.service.prices.filter((p) => p.id !== editing.price?.id)}
            lockSlot={editing.price !== undefined}
            onCancel={guard.cancel}
            onDirtyChange={guard.setDirty}
            onSubmit={async (body) => {
              if (editing.price) await savePrice.mutateAsync({ priceId: editing.price.id, body });
              else
                await savePrice.mutateAsync({ serviceId: editing.service.id, priceId: null, body });
              toast.success('Prezzo salvato');
              guard.close();
            }}
          />
        ) : null}
      </EditorModal>
    </Stack>
  );
}
