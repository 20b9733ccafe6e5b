import type { Application } from '@equilibrio/contract/caregiver-applications';
import { checkKinds, latestCheckDays } from '@equilibrio/contract/caregiver-checks';
import { skillLabels } from '@equilibrio/contract/caregiver-profile';
import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { checksNotInForce } from '@equilibrio/contract/criminal-record';
import { type CaregiverType, languageLabels } from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Grid,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDidUpdate } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppButton } from '@/components/app-button';
import { AvailabilityGrid } from '@/components/availability-grid';
import { focusLanding, keyboardLost } from '@/components/focus-keeper';
import { LabelledValue } from '@/components/labelled-value';
import { Select } from '@/components/lists';
import { PageHeader } from '@/components/page-header';
import { PhoneLink } from '@/components/phone-link';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { TextAreaModal } from '@/components/text-area-modal';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, apiDownload } from '@/lib/api-client';
import { formatDateTime, formatDay, italianDay } from '@/lib/format-datetime';
import { useListReturn } from '@/lib/list-return';
import { openApiFile } from '@/lib/save-file';
import { pageNow } from '@/lib/server-clock';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAcceptApplication,
  useDeclineApplication,
  useRecordCheck,
  useRemoveCheck,
  useStartReview,
} from '../api/application-moves';
import { applicationSubject } from '../api/data-rights';
import { useApplication } from '../api/get-applications';
import { applicationQueriesRoot } from '../api/keys';
import { ApplicationStatusBadge } from '../components/application-status-badge';
import { ChecksPanel } from '../components/checks-panel';
import { DataRightsPanel } from '../components/data-rights-panel';
import { leftOut } from '../lib/left-out';

const failed = (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : 'Operazione non riuscita: riprova.');

/** An application: the profile, the private photo and CV, the checks, the decision. */
export function ApplicationPage({ id }: { id: number }) {
  const query = useApplication(id);
  useDocumentTitle(
    query.data
      ? `${fullName(query.data.name, query.data.surname)} | Candidature`
      : 'Candidatura | Back office Equilibrio',
  );
  return (
    <QueryView query={query} loading="Caricamento della candidatura" alertMargin="sm">
      {(application) => <ApplicationView application={application} />}
    </QueryView>
  );
}

function ApplicationView({ application: a }: { application: Application }) {
  const navigate = useNavigate();
  const record = useRecordCheck();
  const remove = useRemoveCheck();
  const review = useStartReview();
  const open = a.status === 'RECEIVED' || a.status === 'IN_REVIEW';
  // Back to the list as the tutor left it (its filters and page).
  const list = useListReturn(paths.backoffice.applications.href());
  return (
    <>
      <PageHeader
        eyebrow={
          <Anchor component={Link} to={list} size="sm">
            ← Candidature
          </Anchor>
        }
        title={
          <Group gap="sm" component="span">
            {a.name} {a.surname} <ApplicationStatusBadge status={a.status} />
          </Group>
        }
        description={`Ricevuta ${withDayArticle('il', formatDateTime(a.createdAt))} · informativa per i candidati accettata (versione ${a.consentVersion})`}
        actions={
          a.status === 'RECEIVED' ? (
            <AppButton
              look="dark-outline"
              loading={review.isPending}
              onClick={() => review.mutateAsync(a.id).catch(failed)}
            >
              Prendi in carico
            </AppButton>
          ) : null
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ProfileCard application={a} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <DecisionCard application={a} />
            <ChecksPanel
              checks={a.checks}
              editable={open}
              onRecord={(input) => record.mutateAsync({ id: a.id, input })}
              onRemove={(checkId) => remove.mutateAsync({ id: a.id, checkId }).catch(failed)}
            />
            <DataRightsPanel
              subject={applicationSubject(a.id)}
              who={fullName(a.name, a.surname)}
              onErased={() => navigate(paths.backoffice.applications.href())}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** The private photo, read with the tutor's token (never a public address). */
function usePrivateImage(url: string | null) {
  const blob = useQuery({
    queryKey: [...applicationQueriesRoot, 'file', url],
    queryFn: async () => (await apiDownload(url!)).blob,
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!blob.data) return;
    const objectUrl = URL.createObjectURL(blob.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  return src;
}

function ProfileCard({ application: a }: { application: Application }) {
  const photo = usePrivateImage(a.photoUrl);
  return (
    <SectionCard title="Profilo" id="profile-title">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Avatar src={photo} size={96} radius="md" alt={`Foto di ${fullName(a.name, a.surname)}`}>
          {a.name.charAt(0)}
          {a.surname.charAt(0)}
        </Avatar>
        <Stack gap={6}>
          <Group gap={6}>
            {a.types.map((type) => (
              <Badge key={type} variant="light" tt="none">
                {caregiverTypeLabels[type]}
              </Badge>
            ))}
          </Group>
          {a.cvUrl ? (
            <AppButton
              look="dark-outline"
              size="xs"
              leftSection={<IconFileTypePdf size={14} />}
              onClick={() => openApiFile(a.cvUrl!).catch(failed)}
            >
              Apri il CV
            </AppButton>
          ) : a.caregiverDocRef ? (
            // Accepted: the CV went with the profile, it is not lost.
            <Text size="sm" c="ink.6">
              Il CV è nella{' '}
              <Anchor component={Link} to={paths.backoffice.caregiver.href(a.caregiverDocRef)}>
                scheda del caregiver
              </Anchor>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              CV non più disponibile
            </Text>
          )}
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        <LabelledValue label="Email">
          <Anchor href={`mailto:${a.email}`}>{a.email}</Anchor>
        </LabelledValue>
        <LabelledValue label="Telefono">
          <PhoneLink phone={a.phone} />
        </LabelledValue>
        <LabelledValue label="Data di nascita">
          {a.birthDate ? formatDay(a.birthDate) : '—'}
        </LabelledValue>
        <LabelledValue label="Comune">{a.comuneLabel ?? '—'}</LabelledValue>
        <LabelledValue label="Dove può lavorare">
          {[
            ...a.workComuni.map((c) => c.label),
            ...a.workProvinces.map((p) => `provincia ${p}`),
          ].join(', ') || '—'}
        </LabelledValue>
        <LabelledValue label="Lingue">
          {a.languages.map((l) => languageLabels[l]).join(', ') || '—'}
        </LabelledValue>
        <LabelledValue label="Esperienza">
          {a.yearsOfExperience === null
            ? '—'
            : a.yearsOfExperience === 1
              ? '1 anno'
              : `${a.yearsOfExperience} anni`}
        </LabelledValue>
        <LabelledValue label="Convivenza">{a.liveIn ? 'Disponibile' : 'No'}</LabelledValue>
      </SimpleGrid>
      {/* A label and its value are a description list's term and details, in a list each. */}
      <Box component="dl" m={0}>
        <LabelledValue label="Competenze">
          {a.skills.map((skill) => skillLabels[skill] ?? skill).join(', ') || '—'}
        </LabelledValue>
      </Box>
      <AvailabilityGrid label="Disponibilità" value={a.availability} readOnly />
      <Box component="dl" m={0}>
        <LabelledValue label="Presentazione">
          <span className="written">{a.presentation ?? '—'}</span>
        </LabelledValue>
      </Box>
    </SectionCard>
  );
}

function DecisionCard({ application: a }: { application: Application }) {
  const accept = useAcceptApplication();
  const decline = useDeclineApplication();
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [type, setType] = useState<CaregiverType>(a.types[0]!);
  // Decided here (or by a colleague meanwhile), the buttons are gone with their card: the
  // keyboard and a screen reader go on from what was decided, not from the checks below it.
  const outcome = useRef<HTMLDivElement>(null);
  useDidUpdate(() => {
    if (keyboardLost()) outcome.current?.focus();
  }, [a.status]);

  const when = a.decidedAt ? withDayArticle('il', formatDateTime(a.decidedAt)) : '—';
  const by = a.decidedByName ? ` da ${a.decidedByName}` : '';
  const decided = (color: string, title: string, body: ReactNode) => (
    <Alert ref={outcome} {...focusLanding} color={color} variant="light" title={title}>
      {body}
    </Alert>
  );
  if (a.status === 'ACCEPTED') {
    return decided(
      'green',
      'Candidatura accolta',
      <>
        Accolta {when}
        {by}.{' '}
        {a.caregiverDocRef ? (
          <Anchor component={Link} to={paths.backoffice.caregiver.href(a.caregiverDocRef)}>
            Apri la scheda del caregiver
          </Anchor>
        ) : null}
      </>,
    );
  }
  if (a.status === 'DECLINED') {
    return decided(
      'gray',
      'Candidatura non accolta',
      <>
        Decisa {when}
        {by}. Motivo (solo per i tutor): {a.declineReason}
      </>,
    );
  }
  // The agency places people with children and elderly parents: accepting with checks missing is
  // allowed (they can follow on the caregiver's record) but never unnoticed.
  // An expired criminal record counts as missing, named so (`checksNotInForce`), as on the
  // caregiver's page.
  const missing = checksNotInForce(latestCheckDays(a.checks), italianDay(pageNow()));
  return (
    <SectionCard title="Decisione" id="decision-title">
      <Text size="sm" c="dimmed">
        Accogliendola, {a.name} entra nell’elenco dei caregiver attivi con il profilo, la foto, il
        CV e le verifiche registrate.
      </Text>
      <Group gap="xs">
        <AppButton onClick={() => setAccepting(true)}>Accogli la candidatura</AppButton>
        <AppButton look="dark-outline" onClick={() => setDeclining(true)}>
          Non accogliere
        </AppButton>
      </Group>
      <Modal
        opened={accepting}
        onClose={() => setAccepting(false)}
        title="Accogli la candidatura"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {a.name} {a.surname} diventa un caregiver attivo, visibile quando proponi i candidati
            alle famiglie, e riceve un’email di benvenuto.
          </Text>
          {missing.length > 0 ? (
            <Alert
              color="secondary"
              variant="light"
              title={
                missing.length === 1
                  ? 'Manca una verifica'
                  : `Mancano ${missing.length} verifiche su ${checkKinds.length}`
              }
            >
              <Text size="sm">
                {missing.join(' · ')}. Puoi {missing.length === 1 ? 'registrarla' : 'registrarle'}{' '}
                anche dopo, sulla scheda del caregiver.
              </Text>
            </Alert>
          ) : null}
          <Select
            label="Tipo di caregiver"
            data={a.types.map((value) => ({ value, label: caregiverTypeLabels[value] }))}
            value={type}
            onChange={(value) => value && setType(value as CaregiverType)}
            allowDeselect={false}
            description={leftOut(a, type)}
            inputWrapperOrder={['label', 'input', 'description']}
            // Opens here, not on the ×: an Enter checks the type instead of closing the dialog.
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <AppButton look="dark-outline" onClick={() => setAccepting(false)}>
              Annulla
            </AppButton>
            <AppButton
              loading={accept.isPending}
              onClick={async () => {
                try {
                  await accept.mutateAsync({ id: a.id, type });
                  setAccepting(false);
                  toast.success(`${fullName(a.name, a.surname)} è ora tra i caregiver attivi`);
                } catch (error) {
                  failed(error);
                }
              }}
            >
              {missing.length > 0 ? 'Accogli comunque' : 'Accogli'}
            </AppButton>
          </Group>
        </Stack>
      </Modal>
      <TextAreaModal
        opened={declining}
        texts={{
          title: 'Non accogliere la candidatura',
          message: `Scrivi il motivo: resta solo ai tutor. ${a.name} riceverà un’email gentile, senza il motivo.`,
          placeholder: 'Ad esempio: nessuna esperienza con bambini sotto i 3 anni',
          confirm: 'Non accogliere',
          cancel: 'Annulla',
        }}
        emptyError="Il motivo è vuoto: scrivi perché non la accogli."
        label="Motivo (solo per i tutor)"
        loading={decline.isPending}
        onClose={() => setDeclining(false)}
        onConfirm={async (reason) => {
          try {
            await decline.mutateAsync({ id: a.id, reason });
            setDeclining(false);
          } catch (error) {
            failed(error);
          }
        }}
      />
    </SectionCard>
  );
}
