import type { NpsReport, NpsSuggestion } from '@equilibrio/contract/backoffice-nps';
import { capitalised, withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChoiceControl } from '@/components/choice-control';
import { PageHeader } from '@/components/page-header';
import { PlainList } from '@/components/plain-list';
import { emptyPage, PagePagination, QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { formatDateTime, formatDay, italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListFilter, usePages } from '@/lib/use-pages';
import { useNpsReport } from '../api/get-nps-report';
import { ScoreDistribution } from '../components/score-distribution';

type Preset = '30' | '90' | '365' | 'custom';
const PAGE_SIZE = 10;

/** The day in Italy `days` before the page's "now" (the drawn page's, while it is adopted). */
const daysAgo = (days: number) => italianDay(new Date(pageNow().getTime() - days * 86_400_000));

function Stat({
  label,
  value,
  hint,
  color,
}: {
  label: string;
  value: string;
  hint?: string;
  color?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="ink.5" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={32} fw={800} c={color} lh={1.2}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="ink.5">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

const percent = (part: number, total: number) =>
  total ? `${Math.round((part / total) * 100)}%` : '—';
const npsColor = (nps: number | null) =>
  nps === null ? undefined : nps < 0 ? 'danger.7' : nps < 30 ? 'sun.9' : 'primary.7';
const scoreColor = (score: number) => (score >= 9 ? 'primary' : score >= 7 ? 'sun.8' : 'danger');

function Summary({ report }: { report: NpsReport }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Stat
        label="NPS"
        value={report.nps === null ? '—' : `${report.nps > 0 ? '+' : ''}${report.nps}`}
        hint="% promotori − % detrattori"
        color={npsColor(report.nps)}
      />
      <Stat
        label="Promotori (9–10)"
        value={String(report.promoters)}
        hint={percent(report.promoters, report.total)}
        color="primary.7"
      />
      <Stat
        label="Passivi (7–8)"
        value={String(report.passives)}
        hint={percent(report.passives, report.total)}
        color="sun.9"
      />
      <Stat
        label="Detrattori (0–6)"
        value={String(report.detractors)}
        hint={percent(report.detractors, report.total)}
        color="danger.7"
      />
    </SimpleGrid>
  );
}

/** Satisfaction over a period: NPS, the score distribution and what customers suggested. */
export function NpsPage() {
  useDocumentTitle('NPS | Back office Equilibrio');
  // The period in the address beside the page (a page of another period would be meaningless).
  const [preset, setPreset] = useListFilter<Preset>('period', ['30', '90', '365', 'custom'], '90');
  const [range, setRange] = useState<[string | null, string | null]>([daysAgo(90), daysAgo(0)]);
  const { page, filtered, pagination } = usePages();
  const from = preset === 'custom' ? range[0] : daysAgo(Number(preset));
  const to = preset === 'custom' ? range[1] : daysAgo(0);
  const ready = from !== null && to !== null;
  const report = useNpsReport({ from: from ?? '', to: to ?? '', page, pageSize: PAGE_SIZE }, ready);

  return (
    <>
      <PageHeader
        title="NPS"
        description="La soddisfazione delle famiglie, dal widget della loro area."
      />
      <Group gap="sm" mb="lg" align="flex-end" wrap="wrap">
        <ChoiceControl
          label="Periodo"
          value={preset}
          onChange={(value) => setPreset(value as Preset)}
          data={[
            { value: '30', label: '30 giorni' },
            { value: '90', label: '90 giorni' },
            { value: '365', label: '12 mesi' },
            { value: 'custom', label: 'Personalizzato' },
          ]}
        />
        {preset === 'custom' ? (
          <DatePickerInput
            type="range"
            label="Dal – al"
            valueFormat="DD/MM/YYYY"
            placeholder="Scegli le date"
            value={range}
            onChange={filtered((value) => setRange(value as [string | null, string | null]))}
            maxDate={daysAgo(0)}
            miw={260}
          />
        ) : null}
      </Group>
      {!ready ? (
        <Text c="ink.5">Scegli l’inizio e la fine del periodo.</Text>
      ) : (
        <QueryView query={report} loading="Caricamento dell’NPS">
          {(data) => (
            <Stack gap="lg">
              <Text size="sm" c="ink.5">
                {capitalised(withDayArticle('da', formatDay(data.from)))}{' '}
                {withDayArticle('a', formatDay(data.to))}: {data.total}{' '}
                {data.total === 1 ? 'voto' : 'voti'}.
              </Text>
              <Summary report={data} />
              <Paper withBorder radius="md" p="md">
                <Title order={2} size="h4" mb="sm">
                  Distribuzione dei voti
                </Title>
                {data.total === 0 ? (
                  // Eleven empty bars say nothing: the period simply has no votes.
                  <Text size="sm" c="ink.5">
                    {preset === '30' || preset === '90'
                      ? 'Nessun voto nel periodo: prova un periodo più lungo.'
                      : 'Nessun voto nel periodo.'}
                  </Text>
                ) : (
                  <ScoreDistribution distribution={data.distribution} />
                )}
              </Paper>
              <SuggestionsSection suggestions={data.suggestions} pagination={pagination} />
            </Stack>
          )}
        </QueryView>
      )}
    </>
  );
}

/** What customers suggested in the period, newest first, a page at a time. */
function SuggestionsSection({
  suggestions,
  pagination,
}: {
  suggestions: NpsReport['suggestions'];
  pagination: ReturnType<typeof usePages>['pagination'];
}) {
  // Another page of suggestions opens at their panel's top, below the period's figures.
  const top = useRef<HTMLElement>(null);
  return (
    <Paper
      ref={top}
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="nps-suggestions"
    >
      <Title order={2} size="h4" mb="sm" id="nps-suggestions">
        Suggerimenti ({suggestions.totalElements})
      </Title>
      {suggestions.content.length === 0 ? (
        <Text size="sm" c="ink.5">
          {emptyPage(pagination, suggestions.totalPages, 'Nessun suggerimento nel periodo.')}
        </Text>
      ) : (
        <PlainList gap="sm">
          {suggestions.content.map((s) => (
            <Group component="li" key={s.id} gap="sm" align="flex-start" wrap="nowrap">
              <Badge
                color={scoreColor(s.score)}
                variant="filled"
                size="lg"
                circle
                aria-label={`Voto ${s.score}`}
              >
                {s.score}
              </Badge>
              <Stack gap={2} miw={0}>
                <Text size="sm" className="written">
                  {s.notes}
                </Text>
                <Text size="xs" c="ink.5">
                  <FamilyOf suggestion={s} /> · {formatDateTime(s.createdAt)}
                </Text>
              </Stack>
            </Group>
          ))}
        </PlainList>
      )}
      <PagePagination total={suggestions.totalPages} {...pagination} listTop={top} />
    </Paper>
  );
}

/**
 * Who wrote a suggestion: with an address, a link to the family's requests (the inbox searched by
 * it), to call back or write from there; a low score is one to follow up.
 */
function FamilyOf({ suggestion }: { suggestion: NpsSuggestion }) {
  const name = fullName(suggestion.customer.name, suggestion.customer.surname);
  const email = suggestion.customer.email ?? suggestion.email;
  if (!email) return <>{name || 'Famiglia'}</>;
  return (
    <Anchor
      component={Link}
      to={paths.backoffice.requests.href({ q: email })}
      inherit
      title={`Le richieste di ${name || email}`}
    >
      {name || email}
    </Anchor>
  );
}
