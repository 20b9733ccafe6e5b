import { erasureHeldMessage } from '@equilibrio/contract/caregivers';
import { Group, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { type DataSubjectPath, downloadDataExport, eraseData } from '../api/data-rights';

const erasedMessages = {
  none: 'Dati della candidatura eliminati.',
  deleted: 'Dati eliminati: il caregiver non è più in elenco.',
  anonymised:
    'Dati eliminati: il caregiver compare ancora, senza dati personali, nelle richieste in cui è stato proposto.',
} as const;

/**
 * The applicant's or caregiver's data rights, run by a tutor on their request: a JSON copy of
 * everything we hold, and its erasure (after a confirmation).
 */
export function DataRightsPanel({
  subject,
  who,
  heldOn = [],
  onErased,
}: {
  subject: DataSubjectPath;
  who: string;
  /** The open requests a caregiver is held on: no erasure until they are replaced (said first). */
  heldOn?: readonly number[];
  onErased: () => void;
}) {
  const held = heldOn.length > 0 ? erasureHeldMessage(heldOn) : null;
  const [busy, setBusy] = useState<'export' | 'erase' | null>(null);
  const failed = (error: unknown) =>
    toast.error(error instanceof ApiError ? error.message : 'Operazione non riuscita: riprova.');
  return (
    <SectionCard title="Dati personali" id="data-rights-title">
      <Text size="sm" c="dimmed">
        Su richiesta di {who}: una copia di tutti i dati che conserviamo, foto e CV compresi, oppure
        la loro cancellazione.
      </Text>
      <Group gap="xs">
        <AppButton
          look="dark-outline"
          size="xs"
          leftSection={<IconDownload size={14} />}
          loading={busy === 'export'}
          onClick={async () => {
            setBusy('export');
            await downloadDataExport(subject).catch(failed);
            setBusy(null);
          }}
        >
          Esporta i dati personali
        </AppButton>
        {/* Outlined: a request now and then, never the page's main act (the dialog's is solid). */}
        <AppButton
          look="danger-outline"
          size="xs"
          leftSection={<IconTrash size={14} />}
          loading={busy === 'erase'}
          disabled={held !== null}
          aria-describedby={held ? 'data-rights-held' : undefined}
          onClick={async () => {
            const ok = await confirm({
              title: 'Cancellare i dati personali?',
              message: `Elimini le candidature, le verifiche, la foto e il CV di ${who}. Non si può annullare.`,
              confirmLabel: 'Cancella i dati',
              cancelLabel: 'Annulla',
            });
            if (!ok) return;
            setBusy('erase');
            try {
              const result = await eraseData(subject);
              toast.success(erasedMessages[result.caregiver]);
              onErased();
            } catch (error) {
              failed(error);
            }
            setBusy(null);
          }}
        >
          Cancella i dati personali
        </AppButton>
      </Group>
      {held ? (
        <Text size="sm" c="ink.6" id="data-rights-held">
          {held}
        </Text>
      ) : null}
    </SectionCard>
  );
}
