import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { ProblemAlert } from '@/components/notices';
import { OutcomeNotice } from '@/components/outcome-notice';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { pageNow } from '@/lib/server-clock';
import { getRequestsQueryOptions, homeRequestParams } from '../api/get-requests';
import type { ClientRequest } from '../api/request-schemas';
import { PaymentResultModal } from '../components/payment-result-modal';
import { PromoCards } from '../components/promo-cards';
import { RequestCard } from '../components/request-card';
import { requestsToDo, upcomingInterviews } from '../lib/requests-to-do';
import { requestMessages } from '../messages';

/**
 * Home (spec §2): the first active request as a large card (the most pressing one), or three
 * promo cards when none is active; then 'Da fare', the other requests waiting for the family
 * (`requestsToDo`: a payment's hold first, the nearest first, then the other actions, and a pause
 * waiting for their information last — 'prima le più urgenti', not 'dalla scadenza': most have
 * none); then 'Colloqui in programma', the interviews still ahead, the nearest first; then the
 * remaining active requests as small cards with 'Vedi tutte'; the payment
 * outcome modal. No request is shown twice.
 */
export function HomePage() {
  const { uid } = useCurrentUser();
  const active = useQuery({
    ...getRequestsQueryOptions(uid, homeRequestParams),
    meta: { errorToast: requestMessages.homeLoadError },
  });
  /** The request just paid: its confirmation stays on Home once the outcome modal is closed. */
  const [paid, setPaid] = useState<number | null>(null);
  const requests = active.data?.content ?? [];
  // The first active request, as the spec says: the one waiting for the family with the
  // nearest deadline when there is one (a payment due beats a quote to read), else the newest.
  const waiting = requestsToDo(requests);
  const first = waiting[0] ?? requests[0];
  const others = requests.filter((request) => request !== first);
  const toDo = waiting.filter((request) => request !== first);
  const notToDo = others.filter((request) => !toDo.includes(request));
  const interviews = upcomingInterviews(notToDo, pageNow());
  const rest = notToDo.filter((request) => !interviews.includes(request));
  /** Active requests beyond the one page the home reads: in the list, 'Vedi tutte'. */
  const notShown = Math.max(0, (active.data?.totalElements ?? 0) - requests.length);

  return (
    <Stack gap="xl">
      <PaymentResultModal onPaid={setPaid} />
      {paid !== null ? (
        <OutcomeNotice
          title={requestMessages.paymentDoneTitle}
          onClose={() => setPaid(null)}
          takeFocus
        >
          {requestMessages.paymentDoneDetail(paid)}
        </OutcomeNotice>
      ) : null}
      {active.isError ? <ProblemAlert>{requestMessages.homeLoadError}</ProblemAlert> : null}
      {active.isSuccess && first ? (
        <section aria-labelledby="home-attention">
          <Title order={2} size="h4" id="home-attention" mb="sm">
            In evidenza
          </Title>
          <RequestCard request={first} variant="attention" />
        </section>
      ) : null}
      {active.isSuccess && !first ? (
        <section aria-labelledby="home-promos">
          <Title order={2} size="h4" id="home-promos" mb={4}>
            Scopri i servizi Equilibrio
          </Title>
          <Text c="dimmed" mb="md">
            Non hai richieste attive: crea una nuova richiesta oppure scopri gli altri servizi
            pensati per te. Se hai già avuto richieste, le trovi nell’
            <Anchor
              component={Link}
              to={paths.dashboard.requestList.href()}
              inherit
              underline="always"
            >
              Elenco richieste
            </Anchor>
            : da lì puoi anche duplicarne una, per ripartire senza riscrivere tutto.
          </Text>
          <PromoCards />
        </section>
      ) : null}
      {toDo.length > 0 ? (
        <section aria-labelledby="home-todo">
          <Title order={2} size="h4" id="home-todo" mb={4}>
            Da fare
          </Title>
          <Text c="dimmed" mb="sm">
            Le richieste che aspettano una tua azione, prima le più urgenti.
          </Text>
          <RequestGrid requests={toDo} />
        </section>
      ) : null}
      {interviews.length > 0 ? (
        <section aria-labelledby="home-interviews">
          <Title order={2} size="h4" id="home-interviews" mb={4}>
            Colloqui in programma
          </Title>
          <Text c="dimmed" mb="sm">
            I colloqui già fissati con i caregiver, dal più vicino.
          </Text>
          <RequestGrid requests={interviews} />
        </section>
      ) : null}
      {requests.length > 0 ? (
        <section aria-labelledby="home-active">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="home-active">
              Richieste attive
            </Title>
            <AppButton
              component={Link}
              to={paths.dashboard.requestList.href()}
              look="dark-outline"
              size="sm"
            >
              Vedi tutte
            </AppButton>
          </Group>
          {rest.length > 0 ? <RequestGrid requests={rest} /> : null}
          {rest.length === 0 && notShown === 0 ? (
            <Text c="dimmed">
              {toDo.length + interviews.length > 0
                ? 'Non hai altre richieste attive oltre a quelle qui sopra.'
                : 'Non hai altre richieste attive oltre a quella qui sopra.'}
            </Text>
          ) : null}
          {notShown > 0 ? (
            <Text c="dimmed" mt="sm">
              {notShown === 1
                ? 'Un’altra richiesta attiva è nell’elenco delle richieste.'
                : `Altre ${notShown} richieste attive sono nell’elenco delle richieste.`}
            </Text>
          ) : null}
        </section>
      ) : null}
    </Stack>
  );
}

function RequestGrid({ requests }: { requests: ClientRequest[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {requests.map((request) => (
        <RequestCard key={request.id} request={request} variant="compact" />
      ))}
    </SimpleGrid>
  );
}
