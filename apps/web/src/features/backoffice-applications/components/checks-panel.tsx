import {
  type CaregiverCheck,
  type CaregiverCheckInput,
  type CheckKind,
  caregiverCheckInputSchema,
  checkKindLabels,
  checkKinds,
  latestCheckDays,
} from '@equilibrio/contract/caregiver-checks';
import { checksInForce, criminalRecordLapsedText } from '@equilibrio/contract/criminal-record';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { ActionIcon, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { DateField } from '@/components/form/date-field';
import { DialogForm } from '@/components/form/dialog-form';
import { maxLengthOf } from '@/components/form/max-length';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PlainList } from '@/components/plain-list';
import { SectionCard } from '@/components/section-card';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatDay, italianDay } from '@/lib/format-datetime';
import { optionsOf } from '@/lib/options';
import { bringIntoView } from '@/lib/reveal';
import { pageNow } from '@/lib/server-clock';

/** What each kind asks besides the date: references name who was called, the interview notes. */
const notesLabel: Partial<Record<CaregiverCheckInput['kind'], string>> = {
  'agency-interview': 'Note del colloquio',
  references: 'Note',
};

/**
 * The agency's checks (an application's or a caregiver's): the list, each with its date and
 * tutor, and a form to record one more. `onRecord`/`onRemove` save through the caller's API.
 */
export function ChecksPanel({
  checks,
  editable,
  onRecord,
  onRemove,
  titleId = 'checks-title',
  revealed = false,
}: {
  checks: CaregiverCheck[];
  editable: boolean;
  /** The section's heading id, the address's `#fragment` that opens the page at it. */
  titleId?: string;
  /**
   * The page was opened at this section (a request's 'registralo nella sua scheda'): it is
   * brought into view with the focus on its first action, 'Registra una verifica'.
   */
  revealed?: boolean;
  onRecord: (input: CaregiverCheckInput) => Promise<unknown>;
  onRemove: (checkId: number) => Promise<unknown>;
}) {
  const [adding, setAdding] = useState(false);
  const firstAction = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the panel is first drawn
  useEffect(() => {
    if (!revealed) return;
    bringIntoView(document.getElementById(titleId));
    firstAction.current?.focus({ preventScroll: true });
  }, []);
  // The latest criminal record counts six months (the contract's `checksInForce`): older, it is
  // to redo.
  const recorded = latestCheckDays(checks);
  const inForce = checksInForce(recorded, italianDay(pageNow()));
  const expired = inForce.expired.includes('criminal-record')
    ? (recorded.get('criminal-record') ?? null)
    : null;
  const done = new Set(inForce.passed);
  return (
    <SectionCard
      title="Verifiche"
      id={titleId}
      actions={
        editable && !adding ? (
          <AppButton
            ref={firstAction}
            look="dark-outline"
            size="xs"
            onClick={() => setAdding(true)}
          >
            Registra una verifica
          </AppButton>
        ) : null
      }
    >
      <List spacing={4} size="sm" listStyleType="none" aria-label="Verifiche richieste">
        {checkKinds.map((kind) =>
          kind === 'criminal-record' && expired ? (
            <List.Item key={kind}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconAlertTriangle
                  size={18}
                  aria-hidden
                  color="var(--mantine-color-danger-7)"
                  style={{ flexShrink: 0 }}
                />
                <Text size="sm" c="danger.7">
                  {criminalRecordLapsedText(expired)}
                </Text>
              </Group>
            </List.Item>
          ) : (
            <List.Item key={kind}>
              <Group gap={6} wrap="nowrap">
                <IconCircleCheck
                  size={18}
                  aria-hidden
                  color={
                    done.has(kind) ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-4)'
                  }
                />
                <Text size="sm" c={done.has(kind) ? undefined : 'dimmed'}>
                  {checkKindLabels[kind]}
                  {done.has(kind) ? '' : ' — da fare'}
                </Text>
              </Group>
            </List.Item>
          ),
        )}
      </List>
      {adding ? (
        <CheckForm
          // The first check still missing: a press of 'Salva' as offered records a new one.
          startKind={checkKinds.find((kind) => !done.has(kind)) ?? checkKinds[0]!}
          onCancel={() => setAdding(false)}
          onSave={async (input) => {
            await onRecord(input);
            setAdding(false);
          }}
        />
      ) : null}
      {checks.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nessuna verifica registrata.
        </Text>
      ) : (
        <PlainList gap="xs">
          {checks.map((check) => (
            <Paper key={check.id} withBorder radius="sm" p="xs" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {checkKindLabels[check.kind]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDay(check.checkedOn)} · {check.tutorName ?? 'Tutor'} · registrata{' '}
                    {withDayArticle('il', formatDateTime(check.createdAt))}
                  </Text>
                  {check.reference ? <Text size="sm">Referenza: {check.reference}</Text> : null}
                  {check.notes ? (
                    <Text size="sm" className="written">
                      {check.notes}
                    </Text>
                  ) : null}
                </Stack>
                {editable ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Elimina la verifica ${checkKindLabels[check.kind]}`}
                    onClick={async () => {
                      const ok = await confirm({
                        title: 'Eliminare la verifica?',
                        message: `${checkKindLabels[check.kind]} ${withDayArticle('di', formatDay(check.checkedOn))}.`,
                        confirmLabel: 'Elimina',
                        cancelLabel: 'Annulla',
                        confirmLook: 'danger',
                      });
                      if (ok) await onRemove(check.id);
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                ) : null}
              </Group>
            </Paper>
          ))}
        </PlainList>
      )}
    </SectionCard>
  );
}

function CheckForm({
  startKind,
  onSave,
  onCancel,
}: {
  startKind: CheckKind;
  onSave: (input: CaregiverCheckInput) => Promise<void>;
  onCancel: () => void;
}) {
  const today = italianDay(pageNow());
  const form = useSchemaForm(caregiverCheckInputSchema, {
    defaultValues: {
      kind: startKind,
      checkedOn: today,
      reference: '',
      notes: '',
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  // Opened by 'Registra una verifica', which goes as the form comes: the keyboard goes on in the
  // form's first field (it fell on the section, a Tab away).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => form.setFocus('kind'), []);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({
        ...values,
        reference: values.reference || null,
        notes: values.notes || null,
      });
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError ? error.message : 'Verifica non salvata: riprova.',
      });
    }
  });
  return (
    <Paper withBorder radius="sm" p="sm" bg="gray.0">
      <DialogForm
        form={form}
        onSubmit={submit}
        onCancel={onCancel}
        submitLabel="Salva la verifica"
        gap="sm"
      >
        {/* Side by side only where the panel is wide enough: in a request's side column the
            kind read 'Casellario giudi…'. */}
        <SimpleGrid type="container" cols={{ base: 1, '440px': 2 }} spacing="sm">
          <SelectField
            control={form.control}
            name="kind"
            label="Verifica"
            data={optionsOf(checkKinds, checkKindLabels)}
          />
          <DateField
            control={form.control}
            name="checkedOn"
            label="Data"
            empty=""
            required
            // Done today or before (the API refuses a later day too).
            maxDate={today}
          />
        </SimpleGrid>
        {kind === 'references' ? (
          <TextField
            control={form.control}
            name="reference"
            label="Chi è stato sentito"
            placeholder="Famiglia Bianchi, Torino — 333 …"
          />
        ) : null}
        <TextareaField
          control={form.control}
          name="notes"
          maxLength={maxLengthOf(caregiverCheckInputSchema.shape.notes)}
          label={notesLabel[kind as CaregiverCheckInput['kind']] ?? 'Note (facoltative)'}
          autosize
          minRows={2}
        />
      </DialogForm>
    </Paper>
  );
}
