import type { ExportFormat } from '@equilibrio/contract/privacy';
import { Anchor, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AppButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { WithArticle } from '@/components/with-article';
import { paths } from '@/config/paths';
import { useDownloadAccountExport } from '../api/download-account-export';
import { privacyMessages as m } from '../messages';
import {
  DELETE_ACCOUNT_ANCHOR,
  DeleteAccountModal,
  type PaidOpenRequest,
  takeDeletionLinkAsked,
} from './delete-account-modal';

type PrivacySectionProps = {
  uid: string;
  /** The open requests already paid for: the deletion's dialog names them. */
  paid?: readonly PaidOpenRequest[];
  /** The deletion's dialog opened (what it names is read from then on). */
  onDeleteAsked?: () => void;
  /** After the account is deleted: sign out and go to the login page. */
  onAccountDeleted: () => Promise<void> | void;
};

/** The two copies of the data offered, each with its button. */
const downloads = [
  { format: 'html', look: 'dark', Icon: IconFileText, label: m.downloadHtml },
  { format: 'json', look: 'dark-outline', Icon: IconDownload, label: m.downloadJson },
] as const;

/**
 * GDPR self-service in Dati personali: a copy of the customer's data (art. 15 and 20) and the
 * deletion of the account (art. 17).
 */
export function PrivacySection({
  uid,
  paid,
  onDeleteAsked,
  onAccountDeleted,
}: PrivacySectionProps) {
  const download = useDownloadAccountExport(uid);
  const [deleting, setDeleting] = useState(false);
  // Back from the emailed link the dialog asked for (an account with no password): open again,
  // once the page is the browser's (the server draws it without the address's #), and only if
  // this device asked for it; the anchor goes from the address (a reload opens nothing).
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  // The dialog opened: the route reads what it shows (the paid requests) from now on.
  const askDeletion = useCallback(() => {
    setDeleting(true);
    onDeleteAsked?.();
  }, [onDeleteAsked]);
  useEffect(() => {
    if (hash !== `#${DELETE_ACCOUNT_ANCHOR}`) return;
    if (takeDeletionLinkAsked()) askDeletion();
    navigate(pathname, { replace: true });
  }, [hash, pathname, navigate, askDeletion]);

  const start = (format: ExportFormat) =>
    download.mutate(format, {
      onSuccess: () => toast.success(m.downloaded),
      onError: () => toast.error(m.downloadError),
    });
  const busy = (format: ExportFormat) => download.isPending && download.variables === format;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="privacy-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="privacy-title">
          {m.title}
        </Title>
        <Text size="sm">{m.intro}</Text>
        <Group gap="sm">
          {downloads.map(({ format, look, Icon, label }) => (
            <AppButton
              key={format}
              look={look}
              leftSection={<Icon size={18} aria-hidden="true" />}
              loading={busy(format)}
              disabled={download.isPending && !busy(format)}
              onClick={() => start(format)}
            >
              {label}
            </AppButton>
          ))}
        </Group>
        <Text size="sm" c="gray.7">
          {m.downloadHint} Leggi{' '}
          <WithArticle article="l’">
            <Anchor component={Link} to={paths.privacy.href()} inherit underline="always">
              Informativa sulla privacy
            </Anchor>
          </WithArticle>{' '}
          e i{' '}
          <Anchor component={Link} to={paths.terms.href()} inherit underline="always">
            Termini e condizioni
          </Anchor>
          .
        </Text>
        <Divider my="xs" />
        <Title order={3} size="h5" id={DELETE_ACCOUNT_ANCHOR}>
          {m.deleteTitle}
        </Title>
        <Text size="sm">{m.deleteIntro}</Text>
        <Group>
          <AppButton
            look="danger"
            variant="outline"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={askDeletion}
          >
            {m.deleteButton}
          </AppButton>
        </Group>
      </Stack>
      <DeleteAccountModal
        uid={uid}
        {...(paid ? { paid } : {})}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={onAccountDeleted}
      />
    </Paper>
  );
}
