import type { BackofficeRequestSummary } from '@equilibrio/contract/backoffice';
import {
  capitalised,
  isoDateParts,
  isoDayAfter,
  weekdayDay,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import { cityWithProvince } from '@equilibrio/contract/people';
import { statusActorLabels } from '@equilibrio/contract/status-display';
import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuilding, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LinkTable } from '@/components/link-row';
import { PlainList } from '@/components/plain-list';
import { UrgentBadge } from '@/components/urgent-badge';
import { paths } from '@/config/paths';
import { formatDateTime, italianDay } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { personName } from '@/lib/person';
import { openMessageTexts } from '../lib/open-messages';
import { statusInfo, UNASSIGNED } from '../lib/statuses';
import { type WaitingFor, waitedFor, waitingFor, waitsForAnswer } from '../lib/waiting-for';
import { StatusBadge } from './status-badge';
import { WaitingForLabel } from './waiting-for-label';

function Where({ row }: { row: BackofficeRequestSummary }) {
  const place = cityWithProvince(row.city, row.province);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {row.type}
      </Text>
      {place ? (
        <Text size="xs" c="ink.5">
          {place}
        </Text>
      ) : null}
      {row.company ? (
        <Group gap={4} wrap="nowrap">
          <IconBuilding size={14} aria-hidden />
          <Text size="xs" c="ink.5">
            {row.company.name}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The request's open family messages as the server splits them: its segnalazioni (a link to its
 * 'Segnalazioni' card), its messages awaiting an answer and those answered still to mark handled
 * (links to its conversation; the answered ones in a calmer colour: nobody waits).
 */
function AssistanceFlag({ row }: { row: BackofficeRequestSummary }) {
  const flags = [
    {
      count: row.openAsks,
      hash: 'segnalazioni',
      title: 'Apri le segnalazioni della richiesta',
      text: openMessageTexts.asks(row.openAsks),
    },
    {
      count: row.awaitingAnswer,
      hash: 'conversazione',
      title: 'Apri la conversazione con la famiglia',
      text: openMessageTexts.awaitingAnswer(row.awaitingAnswer),
    },
    {
      count: row.answeredToHandle,
      hash: 'conversazione',
      title: 'Apri la conversazione con la famiglia',
      text: openMessageTexts.answeredToHandle(row.answeredToHandle),
      color: 'sun',
      textColor: 'sun.9',
    },
  ].filter((flag) => flag.count > 0);
  if (flags.length === 0) return null;
  return (
    <Group gap={4}>
      {row.openUrgent > 0 ? <UrgentBadge size="sm" /> : null}
      {flags.map((flag) => (
        <Badge
          key={flag.text}
          component={Link}
          to={`${paths.backoffice.request.href(row.id)}#${flag.hash}`}
          title={flag.title}
          style={{ cursor: 'pointer' }}
          color={flag.color ?? 'danger'}
          c={flag.textColor}
          variant="light"
          size="sm"
          leftSection={<IconMessageCircle size={12} aria-hidden />}
          tt="none"
        >
          {flag.text}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * 'in attesa da 3 h': how long the request has been in its status — 'in questo stato da' when
 * nobody has to act (a service running, a pause, a closed request), which waits for no one; a
 * family's message waiting for an answer (in a status not ours) counts from when it was sent.
 * Under the 'In attesa' status only 'da 48 giorni' ('In attesa · in attesa da…' said it twice).
 */
function Waited({ row, now }: { row: BackofficeRequestSummary; now: Date }) {
  const answer = waitsForAnswer(row, now);
  const messageSince = answer ? row.openAssistanceSince : null;
  const idle = !answer && waitingFor(row, now).who === 'nobody';
  const since = messageSince ?? row.statusSince;
  const lead = idle
    ? 'in questo stato da'
    : !messageSince && statusInfo[row.status].saysWaiting
      ? 'da'
      : 'in attesa da';
  return (
    <Text
      size="xs"
      c="ink.5"
      title={
        messageSince
          ? `Segnalazione ricevuta ${withDayArticle('il', formatDateTime(since))}`
          : `Nello stato attuale ${withDayArticle('da', formatDateTime(since))}`
      }
    >
      {lead} {waitedFor(since, now)}
    </Text>
  );
}

/** When a tutor last called the family (logged on the request), if ever: the inbox's memory. */
function LastCall({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <IconPhone size={12} aria-hidden />
      <Text size="xs" c="ink.5">
        Ultima chiamata {formatDateTime(at)}
      </Text>
    </Group>
  );
}

/** An address that may wrap after its '@' (not in the middle of a word) when the column is narrow. */
function BreakableEmail({ email }: { email: string | null }) {
  const at = email?.indexOf('@') ?? -1;
  if (!email || at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

type Row = BackofficeRequestSummary;

/** A run of the inbox's rows under its heading ('Tocca a noi · 3 richieste'). */
type RowGroup = { heading: string; rows: Row[] };

/** What the inbox shows, as a table or as cards. */
type RowsProps = {
  rows?: Row[];
  /** The rows in runs under headings (the waiting order), instead of `rows`. */
  groups?: RowGroup[];
  now: Date;
};

const turnHeadings: Record<WaitingFor['who'], string> = {
  us: statusActorLabels.tutor,
  customer: statusActorLabels.family,
  nobody: statusActorLabels.nobody,
};

/**
 * The rows of the waiting order in its runs of whose turn it is (the server puts the tutors'
 * turns first, then the family's, then those nobody acts on), each under a heading with its
 * count — of this page only (`partOfMore`) when the list has more pages.
 */
export function turnGroups(rows: Row[], now: Date, partOfMore = false): RowGroup[] {
  return runsOf(rows, (row) => turnHeadings[waitingFor(row, now).who], partOfMore);
}

/**
 * The rows of the tutor's agenda (the 'planned' order: the urgent first, then by the server's
 * `plannedAt`, earliest first) under their day in Italy: 'Urgenti', 'In ritardo' (come due before
 * today: an interview's outcome, a call-back, a pause to resume), 'Oggi', 'Domani', then each day
 * ahead ('Lunedì 7 dic 2026'); the requests with nothing planned last, 'Nulla in programma'.
 */
export function dayGroups(rows: Row[], now: Date, partOfMore = false): RowGroup[] {
  const today = italianDay(now);
  const tomorrow = isoDayAfter(today);
  const dayOf = (row: Row) => {
    if (row.openUrgent > 0) return 'Urgenti';
    if (!row.plannedAt) return 'Nulla in programma';
    const day = italianDay(row.plannedAt);
    if (day < today) return 'In ritardo';
    if (day === today) return 'Oggi';
    if (day === tomorrow) return 'Domani';
    return capitalised(weekdayDay(isoDateParts(day)));
  };
  return runsOf(rows, dayOf, partOfMore);
}

/**
 * Consecutive rows with the same heading, as runs under it with their count — of this page only
 * (`partOfMore`) when the list has more pages.
 */
function runsOf(rows: Row[], headingOf: (row: Row) => string, partOfMore: boolean): RowGroup[] {
  const runs: { heading: string; rows: Row[] }[] = [];
  for (const row of rows) {
    const heading = headingOf(row);
    const last = runs.at(-1);
    if (last?.heading === heading) last.rows.push(row);
    else runs.push({ heading, rows: [row] });
  }
  return runs.map(({ heading, rows: run }) => ({
    heading: `${heading} · ${run.length === 1 ? '1 richiesta' : `${run.length} richieste`}${partOfMore ? ' in questa pagina' : ''}`,
    rows: run,
  }));
}

/**
 * The inbox as a table (desktop). A row opens the request; its number is the link. On a narrow
 * desktop (a 1024 px laptop) the tutor and the day received go under the number and the
 * customer, so every column fits without a sideways scroll.
 */
export function RequestTable({ rows, groups, now }: RowsProps) {
  const roomy = useMedia('(min-width: 75em)');
  const tutorOf = (row: BackofficeRequestSummary) => personName(row.assignedTutor, UNASSIGNED);
  return (
    <Table.ScrollContainer minWidth={roomy ? 900 : 680}>
      <LinkTable
        label="Richieste"
        columns={
          roomy
            ? ['N°', 'Famiglia', 'Richiesta', 'Stato', 'Prossimo passo', 'Tutor', 'Ricevuta']
            : ['N°', 'Famiglia', 'Richiesta', 'Stato', 'Prossimo passo']
        }
        rows={rows}
        groups={groups}
        to={(row) => paths.backoffice.request.href(row.id)}
        cells={(row) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={paths.backoffice.request.href(row.id)} fw={700}>
                #{row.id}
              </Anchor>
              {roomy ? null : (
                <Text size="xs" c="ink.5" title="Ricevuta">
                  {formatDateTime(row.createdAt)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {personName(row.customer)}
              </Text>
              <Text size="xs" c="ink.5" style={{ overflowWrap: 'anywhere' }}>
                <BreakableEmail email={row.customer.email} />
              </Text>
              {roomy ? null : (
                <Text size="xs" c={row.assignedTutor ? undefined : 'ink.5'}>
                  Tutor: {tutorOf(row)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Where row={row} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Stack gap={4}>
                <StatusBadge status={row.status} />
                <Waited row={row} now={now} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Stack gap={4}>
                <WaitingForLabel row={row} now={now} />
                <AssistanceFlag row={row} />
                <LastCall at={row.lastCallAt} />
              </Stack>
            </Table.Td>
            {roomy ? (
              <>
                <Table.Td>
                  <Text size="sm" c={row.assignedTutor ? undefined : 'ink.5'}>
                    {tutorOf(row)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(row.createdAt)}</Text>
                </Table.Td>
              </>
            ) : null}
          </>
        )}
      />
    </Table.ScrollContainer>
  );
}

/** The inbox as cards (phones); with `groups`, a list a run under its heading. */
export function RequestCards({ rows, groups, now }: RowsProps) {
  if (!groups) return <CardList rows={rows ?? []} now={now} label="Richieste" />;
  return (
    <Stack gap="md">
      {groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: runs in order; a heading may recur
        <Stack gap="xs" key={index}>
          <Title order={2} fz="sm" c="ink.7">
            {group.heading}
          </Title>
          <CardList rows={group.rows} now={now} label={group.heading} />
        </Stack>
      ))}
    </Stack>
  );
}

function CardList({ rows, now, label }: { rows: Row[]; now: Date; label: string }) {
  return (
    <PlainList gap="sm" aria-label={label}>
      {rows.map((row) => (
        <Card component="li" key={row.id} withBorder radius="md" padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb={6}>
            <Anchor component={Link} to={paths.backoffice.request.href(row.id)} fw={700}>
              #{row.id} · {personName(row.customer)}
            </Anchor>
            <StatusBadge status={row.status} />
          </Group>
          <Where row={row} />
          <Stack gap={4} mt="xs">
            <Waited row={row} now={now} />
            <WaitingForLabel row={row} now={now} />
            <AssistanceFlag row={row} />
            <LastCall at={row.lastCallAt} />
            <Text size="xs" c="ink.5">
              {formatDateTime(row.createdAt)} · {personName(row.assignedTutor, UNASSIGNED)}
            </Text>
          </Stack>
        </Card>
      ))}
    </PlainList>
  );
}
