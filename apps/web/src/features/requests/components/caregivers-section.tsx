import { vettingToDo } from '@equilibrio/contract/caregiver-checks';
import { type CaregiverRecord, profileChoiceWords } from '@equilibrio/contract/caregivers';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { InfoAlert, ProblemAlert } from '@/components/notices';
import { OutcomeNotice } from '@/components/outcome-notice';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/lib/current-user';
import { formatDay } from '@/lib/format-datetime';
import { reloadWithToast } from '@/lib/reload-page';
import { choiceOutdated, useAcceptCaregiver } from '../api/accept-caregiver';
import { useAmountDue } from '../api/amount-due';
import { getCaregiversQueryOptions, useCaregivers } from '../api/get-caregivers';
import { getRequestQueryOptions } from '../api/get-request';
import { requestsKey } from '../api/get-requests';
import {
  canAccept,
  canSubstitute,
  caregiverPhaseFor,
  caregiverProfile,
  choiceOpen,
  outdatedChoiceMessage,
  type RequestPage,
} from '../lib/caregiver-visibility';
import { requestMessages, requestModals } from '../messages';
import { useAssistanceModal } from './assistance-modal';
import { CaregiverCard } from './caregiver-card';
import { REQUEST_STATUS_ID } from './request-status-bar';

type Props = {
  requestId: number;
  status: string;
  page: RequestPage;
  /** The request was paid before (a failed interview, a substitution): a choice costs nothing more. */
  paid: boolean;
  /**
   * Offers 'Chiedi altri profili' under the profiles to choose from (the request page): `askedAt`
   * is when the family asked, while the tutor has not answered (null: not asked).
   */
  otherProfiles?: { askedAt: string | null };
  /**
   * SELEZIONE ATTIVA after the tutor's 'Cerca altri profili' (the API's `otherProfilesSearchedAt`):
   * the profiles already sent stay here, to read until the new ones arrive.
   */
  searchingOthers?: boolean;
};

/** The caregiver cards' place on the request page: the quote page leads there with '#profili'. */
export const PROFILES_ANCHOR = 'profili';

const headings = {
  SELECTED: {
    title: 'Profili selezionati per te',
    /** Worded by how many profiles the family sees (one is not 'quello che preferisci'). */
    text: (paid: boolean, count: number) => {
      const words = profileChoiceWords(count);
      return `Il family tutor ha selezionato ${words.these} per la tua richiesta. ${words.choose}: resterà riservato per te per 24 ore, il tempo di ${paid ? 'confermare la scelta. Hai già pagato: non ti addebiteremo nulla di nuovo.' : 'completare il pagamento.'}`;
    },
  },
  /** The candidates once the choice is made: to look at, not to choose (no contacts). */
  OTHERS: {
    title: 'Gli altri profili proposti',
    text: 'Hai già scelto il tuo caregiver: questi profili restano qui solo da consultare.',
  },
  CHOSEN: { title: 'Il tuo caregiver', text: null },
  /** Back in the selection after 'Cerca altri profili': to read, not to choose yet. */
  SEARCHING: {
    title: 'I profili che hai già ricevuto',
    text: 'Il family tutor sta cercando altri profili per te: potrai scegliere quando arriveranno i nuovi, che troverai qui. Intanto puoi rileggere quelli già proposti.',
  },
} as const;

/** Beside the profiles already seen, how many are new ('Nuovo' on their cards). */
const newProfilesLine = (count: number) =>
  `Il family tutor ha aggiunto ${count === 1 ? 'un nuovo profilo, segnato' : `${count} nuovi profili, segnati`} «Nuovo», accanto a quelli che hai già visto.`;

/** A card-sized placeholder while the profiles load. */
export function CaregiverCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Group gap="md" wrap="nowrap">
        <Skeleton circle height={72} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} width="40%" />
        </Stack>
      </Group>
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} mt={8} width="85%" />
      <Group justify="space-between" mt="lg">
        <Skeleton height={16} width={140} />
        <Skeleton height={34} width={96} />
      </Group>
    </Card>
  );
}

/**
 * The caregiver cards of a request page (spec §2, §4): the candidates or the chosen caregiver,
 * as the status says; 'Accetta' chooses a candidate and reloads the page, 'Sostituisci' asks the
 * family tutor for a substitute.
 */
export function CaregiversSection({
  requestId,
  status,
  page,
  paid,
  otherProfiles,
  searchingOthers = false,
}: Props) {
  const { uid } = useCurrentUser();
  const phase = caregiverPhaseFor(page, status, searchingOthers);
  const caregivers = useCaregivers(uid, requestId, phase, requestMessages.caregiversLoadError);
  const accept = useAcceptCaregiver();
  // What the payment after the choice will charge, named in the question before it (not paid
  // yet); asked for only while a choice is open.
  const amountDue = useAmountDue(requestId, choiceOpen(status));
  const queryClient = useQueryClient();
  // The request as the page read it (cached there): its open substitution and booked interview
  // tell a substitute apart from the caregiver replaced.
  const request = useQuery({ ...getRequestQueryOptions(uid, requestId), enabled: Boolean(phase) });
  const facts = {
    substitutionAskedAt: request.data?.substitutionAskedAt ?? null,
    interviewAt: request.data?.interviewAt ?? null,
  };
  // The card then says when it was asked, and 'Sostituisci' is disabled.
  const substitution = useAssistanceModal(requestId, 'SUBSTITUTION', {
    onSent: () => {
      void queryClient.invalidateQueries({
        queryKey: getCaregiversQueryOptions(uid, requestId, 'CHOSEN').queryKey,
      });
    },
  });
  // The request is read again (useSendRequestAssistance): the page then says it was asked.
  const askOtherProfiles = useAssistanceModal(requestId, 'OTHER_PROFILES');
  const [accepting, setAccepting] = useState<string | null>(null);

  if (!phase) return null;
  // The profiles proposed, to choose from now (INVIATO CV), or read again (after the choice).
  const choosing = phase === 'SELECTED' && choiceOpen(status);
  const searching = searchingOthers && phase === 'SELECTED' && !choosing;
  // Every profile sent was taken off meanwhile: nothing to read again.
  if (searching && caregivers.data?.length === 0) return null;
  const heading =
    headings[searching ? 'SEARCHING' : phase === 'SELECTED' && !choosing ? 'OTHERS' : phase];
  // The new ones first, where the family looks after their email.
  const records = [...(caregivers.data ?? [])].sort((a, b) => Number(b.isNew) - Number(a.isNew));
  const newCount = records.filter((record) => record.isNew).length;

  /**
   * A choice refused as outdated (another tab chose first, or the request moved on): the
   * request and its chosen caregiver read again, the page shows where it stands, and a notice
   * says it — who was chosen, or the server's account of the request's status now.
   */
  const explainOutdatedChoice = async (serverMessage: string) => {
    const [request, chosen] = await Promise.all([
      queryClient
        .fetchQuery({ ...getRequestQueryOptions(uid, requestId), staleTime: 0 })
        .catch(() => null),
      queryClient
        .fetchQuery({ ...getCaregiversQueryOptions(uid, requestId, 'CHOSEN'), staleTime: 0 })
        .catch(() => []),
    ]);
    void queryClient.invalidateQueries({ queryKey: requestsKey(uid) });
    // The profiles as they are now: one taken by another family meanwhile says so.
    if (phase) {
      void queryClient.invalidateQueries({
        queryKey: getCaregiversQueryOptions(uid, requestId, phase).queryKey,
      });
    }
    toast.warning(outdatedChoiceMessage(request?.status ?? null, chosen, serverMessage), {
      autoClose: 10_000,
    });
  };

  const onAccept = async (record: CaregiverRecord) => {
    const profile = caregiverProfile(record);
    const name = profile ? fullName(profile.info.name, profile.info.surname) : 'questo caregiver';
    const pending = vettingToDo(
      record.badges.map((badge) => badge.kind),
      record.expiredChecks,
    );
    const yes = await confirm({
      title: requestModals.acceptCaregiver.title,
      message: requestModals.acceptCaregiver.message(name, paid, amountDue ?? undefined),
      note:
        pending.length > 0
          ? requestModals.acceptCaregiver.pendingChecks(
              name,
              pending.map((step) => step.name),
            )
          : undefined,
      confirmLabel: requestModals.acceptCaregiver.confirm,
      cancelLabel: requestModals.acceptCaregiver.cancel,
    });
    if (!yes) return;
    setAccepting(record.docRef);
    accept.mutate(
      { requestId, docRef: record.docRef },
      {
        // Back from the reload, the family lands on what comes next: the status with
        // 'Effettua pagamento' and the 24-hour deadline, not the card they tapped.
        onSuccess: () =>
          reloadWithToast(requestMessages.caregiverAcceptSuccess, { reveal: REQUEST_STATUS_ID }),
        onError: (error) => {
          setAccepting(null);
          if (choiceOutdated(error)) void explainOutdatedChoice(error.message);
        },
      },
    );
  };

  return (
    <section aria-labelledby="caregivers-heading" id={PROFILES_ANCHOR}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="caregivers-heading">
          {heading.title}
        </Title>
        {typeof heading.text === 'string' ? (
          <Text c="dimmed">{heading.text}</Text>
        ) : heading.text && caregivers.isSuccess && caregivers.data.length > 0 ? (
          // Once the profiles are known: the words depend on how many they are.
          <Text c="dimmed">{heading.text(paid, caregivers.data.length)}</Text>
        ) : null}
        {newCount > 0 ? <Text fw={500}>{newProfilesLine(newCount)}</Text> : null}
        {substitution.sent ? (
          <OutcomeNotice title={requestMessages.substitutionSent} reveal>
            {requestMessages.substitutionNext(substitution.tutor)}
          </OutcomeNotice>
        ) : null}
        {caregivers.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy>
            <CaregiverCardSkeleton />
            <CaregiverCardSkeleton />
          </SimpleGrid>
        ) : caregivers.isError ? (
          <ProblemAlert>{requestMessages.caregiversLoadError}</ProblemAlert>
        ) : caregivers.data.length === 0 ? (
          <Text c="dimmed">
            {/* The choice open with nobody left to choose (the profiles withdrawn since). */}
            {choosing
              ? 'Nessun profilo da scegliere per ora: il tuo family tutor te ne proporrà altri al più presto.'
              : 'Nessun profilo da mostrare per ora.'}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {records.map((record) => (
              <CaregiverCard
                key={record.docRef}
                record={record}
                status={status}
                paid={paid}
                accepting={accepting === record.docRef}
                onAccept={canAccept(record, status) ? () => onAccept(record) : undefined}
                onSubstitute={canSubstitute(record, status, facts) ? substitution.open : undefined}
                requestFacts={facts}
              />
            ))}
          </SimpleGrid>
        )}
        {/* Not under an empty list: with every profile withdrawn, others are coming anyway. */}
        {otherProfiles && choosing && caregivers.isSuccess && caregivers.data.length > 0 ? (
          <OtherProfilesOffer
            askedAt={otherProfiles.askedAt}
            justSent={askOtherProfiles.sent}
            onAsk={askOtherProfiles.open}
          />
        ) : null}
      </Stack>
      {substitution.modal}
      {askOtherProfiles.modal}
    </section>
  );
}

/**
 * Under the profiles proposed: 'Nessun profilo fa per te?' and 'Chiedi altri profili', or, once
 * asked and until the tutor answers, when it was asked (just sent: the confirmation).
 */
function OtherProfilesOffer({
  askedAt,
  justSent,
  onAsk,
}: {
  askedAt: string | null;
  justSent: boolean;
  onAsk: () => void;
}) {
  if (justSent) {
    return (
      <OutcomeNotice title={requestMessages.otherProfilesSent} reveal>
        {requestMessages.otherProfilesNext}
      </OutcomeNotice>
    );
  }
  if (askedAt) {
    return (
      <InfoAlert
        role="status"
        radius="md"
        title={requestMessages.otherProfilesSent}
        styles={{ title: { color: 'var(--mantine-color-ink-6)' } }}
      >
        <Text size="sm">
          {requestMessages.otherProfilesAsked(withDayArticle('il', formatDay(askedAt)))}
        </Text>
      </InfoAlert>
    );
  }
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Text fw={600}>Nessun profilo fa per te?</Text>
          <Text size="sm" c="dimmed">
            Dicci perché e il family tutor cercherà altri profili per la tua richiesta.
          </Text>
        </Stack>
        <AppButton look="dark-outline" onClick={onAsk}>
          Chiedi altri profili
        </AppButton>
      </Group>
    </Card>
  );
}
