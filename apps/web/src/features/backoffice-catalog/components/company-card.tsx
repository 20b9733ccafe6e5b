import type { AdminCompany } from '@equilibrio/contract/backoffice-catalog';
import { acceptOf, uploadPolicies } from '@equilibrio/contract/uploads';
import {
  ActionIcon,
  Badge,
  Center,
  CopyButton,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPencil, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { AppButton, SmallButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { Hint } from '@/components/hint';
import { SectionPaper } from '@/components/section-card';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { useReadyToUpload } from '@/lib/shrink-photo';
import { siteOrigin } from '@/lib/site-origin';
import { useChangeCompanyLogo } from '../api/company-logo';

/** A partner company: logo (upload, replace, remove), services, the sign-up link to copy. */
export function CompanyCard({
  company,
  serviceNames,
  onEdit,
}: {
  company: AdminCompany;
  serviceNames: Map<number, string>;
  onEdit: () => void;
}) {
  const changeLogo = useChangeCompanyLogo();
  const prepare = useReadyToUpload();
  const link = `${siteOrigin()}${company.signUpPath}`;
  const setLogo = async (chosen: File | null) => {
    const ready = await prepare('logo', chosen, uploadPolicies.logo);
    if (!ready) return;
    const { file, problem } = ready;
    if (problem) {
      toast.error(problem);
      return;
    }
    changeLogo.mutate(
      { companyId: company.id, file },
      {
        onSuccess: () => toast.success(file ? 'Logo aggiornato' : 'Logo rimosso'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  // Asked first, as a caregiver's photo is: the employees' sign-up page shows it.
  const dropLogo = async () => {
    const ok = await confirm({
      title: 'Rimuovere il logo?',
      message: `La pagina di registrazione dei dipendenti di ${company.name} non lo mostrerà più.`,
      confirmLabel: 'Rimuovi',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (ok) setLogo(null);
  };
  return (
    <SectionPaper labelledBy={`company-${company.id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Center
            w={96}
            h={56}
            bg="gray.0"
            style={{
              borderRadius: 8,
              border: '1px solid var(--mantine-color-gray-3)',
              flexShrink: 0,
            }}
          >
            {company.logoUrl ? (
              <Image
                src={company.logoUrl}
                alt={`Logo di ${company.name}`}
                fit="contain"
                w={88}
                h={48}
              />
            ) : (
              <Text fw={700} c="ink.5" aria-label="Nessun logo">
                {company.name.slice(0, 2).toUpperCase()}
              </Text>
            )}
          </Center>
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id={`company-${company.id}`}>
              {company.name}
            </Title>
            <Group gap={6}>
              <Text size="xs" c="ink.5">
                {company.id}
              </Text>
              {company.active ? null : (
                <Badge size="sm" color="gray" variant="light" tt="none">
                  Disattivata
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <SmallButton icon={IconPencil} onClick={onEdit}>
          Modifica
        </SmallButton>
      </Group>
      <Group gap={6}>
        {company.serviceIds.length === 0 ? (
          <Text size="sm" c="ink.5">
            Nessun servizio offerto
          </Text>
        ) : (
          company.serviceIds.map((id) => (
            <Badge key={id} variant="light" color="primary" tt="none">
              {serviceNames.get(id) ?? `Servizio ${id}`}
            </Badge>
          ))
        )}
      </Group>
      <TextInput
        label="Link di registrazione per i dipendenti"
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSectionWidth={42}
        rightSection={
          <CopyButton value={link} timeout={2000}>
            {({ copied, copy }) => (
              <Hint label={copied ? 'Copiato' : 'Copia il link'}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'primary' : 'ink'}
                  onClick={copy}
                  aria-label={`Copia il link di registrazione di ${company.name}`}
                >
                  {copied ? (
                    <IconCheck size={16} aria-hidden />
                  ) : (
                    <IconCopy size={16} aria-hidden />
                  )}
                </ActionIcon>
              </Hint>
            )}
          </CopyButton>
        }
      />
      <Group gap="xs">
        <FileButton onChange={setLogo} accept={acceptOf(uploadPolicies.logo)}>
          {(props) => (
            <AppButton
              {...props}
              size="xs"
              look="dark-outline"
              loading={changeLogo.isPending}
              leftSection={<IconPhotoUp size={14} aria-hidden />}
              aria-label={`${company.logoUrl ? 'Sostituisci' : 'Carica'} il logo di ${company.name}`}
            >
              {company.logoUrl ? 'Sostituisci logo' : 'Carica logo'}
            </AppButton>
          )}
        </FileButton>
        {company.logoUrl ? (
          <SmallButton icon={IconTrash} onClick={dropLogo}>
            Rimuovi logo
          </SmallButton>
        ) : null}
        <Text size="xs" c="ink.5">
          JPEG, PNG o WebP, al massimo 2 MB
        </Text>
      </Group>
    </SectionPaper>
  );
}
