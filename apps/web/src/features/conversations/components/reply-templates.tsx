import {
  FAMILY_NAME_PLACEHOLDER,
  fillReplyTemplate,
  type ReplyTemplate,
  replyTemplateInputSchema,
} from '@equilibrio/contract/reply-templates';
import { Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconMessageBolt, IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppButton } from '@/components/app-button';
import { AppMenu } from '@/components/app-menu';
import { confirm } from '@/components/confirm';
import { DialogForm } from '@/components/form/dialog-form';
import { maxLengthOf } from '@/components/form/max-length';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { confirmDiscard, GuardedModal, useDiscardGuard } from '@/components/guarded-modal';
import { useMenuOpener } from '@/components/menu-opener';
import { QueryView } from '@/components/query-view';
import { toast } from '@/components/toast';
import { errorMessage, submitShowingErrors } from '@/lib/form-errors';
import {
  useDeleteReplyTemplate,
  useReplyTemplates,
  useSaveReplyTemplate,
} from '../api/reply-templates';

export const replyTemplateTexts = {
  menu: 'Risposte pronte',
  none: 'Nessuna risposta pronta per ora.',
  manage: 'Gestisci le risposte pronte',
  title: 'Risposte pronte',
  intro: `Testi che il team usa spesso: scegline uno sotto la risposta, poi rileggilo e adattalo prima di inviarlo. Scrivi ${FAMILY_NAME_PLACEHOLDER} dove va il nome della famiglia.`,
  add: 'Nuova risposta pronta',
  edit: 'Modifica',
  remove: 'Elimina',
  titleLabel: 'Titolo',
  titlePlaceholder: 'Es. Preventivo inviato',
  bodyLabel: 'Testo',
  bodyPlaceholder: `Es. Ciao ${FAMILY_NAME_PLACEHOLDER}, ti ho appena inviato il preventivo…`,
  saved: 'Risposta pronta salvata',
  removed: 'Risposta pronta eliminata',
  failure: 'Impossibile caricare le risposte pronte. Riprova più tardi.',
  lastBy: (name: string | null) => (name ? `Ultima modifica: ${name}` : ''),
} as const;

/**
 * 'Risposte pronte' beside a tutor's reply box: choosing one puts its text in the box, the
 * family's first name in place of {nome} (`fillReplyTemplate`), for the tutor to read and send;
 * the last item opens the list to add, correct or remove them (`onManage`:
 * `ReplyTemplatesDialog`, kept out of the reply's form — a form's submit inside it would reach the
 * reply's through React's tree, portal or not).
 */
export function ReplyTemplatesMenu({
  familyFirstName,
  onChoose,
  onManage,
  disabled,
}: {
  familyFirstName: string | null;
  onChoose: (text: string) => void;
  onManage: () => void;
  disabled?: boolean;
}) {
  const templates = useReplyTemplates();
  // «Gestisci…» opens a dialog, which gives the keyboard back to this button.
  const menu = useMenuOpener();
  // Below its button (above only where the window has no room): above, it covered the family's
  // message being answered.
  return (
    <AppMenu position="bottom-start" width={320} shadow="md" withinPortal>
      <Menu.Target>
        <AppButton
          ref={menu.target}
          look="dark-outline"
          size="xs"
          style={{ flexShrink: 0 }}
          leftSection={<IconMessageBolt size={14} aria-hidden />}
          disabled={disabled}
        >
          {replyTemplateTexts.menu}
        </AppButton>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {templates.isPending ? (
          <Menu.Label>Caricamento…</Menu.Label>
        ) : templates.isError ? (
          <Menu.Label>{replyTemplateTexts.failure}</Menu.Label>
        ) : templates.data.length === 0 ? (
          <Menu.Label>{replyTemplateTexts.none}</Menu.Label>
        ) : (
          templates.data.map((template) => (
            <Menu.Item
              key={template.id}
              onClick={() => onChoose(fillReplyTemplate(template.body, familyFirstName))}
            >
              <Text size="sm" fw={600}>
                {template.title}
              </Text>
              <Text size="xs" c="ink.5" lineClamp={1}>
                {template.body}
              </Text>
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={menu.opening(onManage)}
        >
          {replyTemplateTexts.manage}
        </Menu.Item>
      </Menu.Dropdown>
    </AppMenu>
  );
}

/** The team's ready replies, to add, correct or remove (a dialog: the reply stays as typed). */
export function ReplyTemplatesDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const templates = useReplyTemplates();
  const remove = useDeleteReplyTemplate();
  // The one being written: null (none), 'new', or the one corrected.
  const [editing, setEditing] = useState<ReplyTemplate | 'new' | null>(null);
  const guard = useDiscardGuard(() => setEditing(null));
  const removeOne = async (template: ReplyTemplate) => {
    const sure = await confirm({
      title: 'Eliminare questa risposta pronta?',
      message: `«${template.title}» non sarà più tra le risposte pronte del team.`,
      confirmLabel: 'Elimina',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(template.id);
      toast.success(replyTemplateTexts.removed);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const closeAll = () => {
    guard.close();
    onClose();
  };
  return (
    <GuardedModal
      opened={opened}
      // The ×, Escape and a click beside it ask first when a reply is half written (the modal's rule).
      onClose={closeAll}
      dirty={guard.dirty}
      title={replyTemplateTexts.title}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="ink.6">
          {replyTemplateTexts.intro}
        </Text>
        {editing === 'new' ? (
          <ReplyTemplateForm
            template={null}
            onDone={guard.close}
            onCancel={guard.cancel}
            onDirtyChange={guard.setDirty}
          />
        ) : (
          <Group>
            <Button
              variant="light"
              onClick={() => setEditing('new')}
              disabled={editing !== null}
              // Opens here, not on the ×: an Enter adds a reply instead of closing the dialog.
              data-autofocus
            >
              {replyTemplateTexts.add}
            </Button>
          </Group>
        )}
        <QueryView
          query={templates}
          loading="Caricamento delle risposte pronte"
          failure={replyTemplateTexts.failure}
          isEmpty={(list) => list.length === 0}
          empty={replyTemplateTexts.none}
        >
          {(list) => (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((template) =>
                editing !== 'new' && editing?.id === template.id ? (
                  <li key={template.id}>
                    <ReplyTemplateForm
                      template={template}
                      onDone={guard.close}
                      onCancel={guard.cancel}
                      onDirtyChange={guard.setDirty}
                    />
                  </li>
                ) : (
                  <Paper key={template.id} component="li" withBorder p="sm" radius="md">
                    <Stack gap={4}>
                      <Text fw={600}>{template.title}</Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {template.body}
                      </Text>
                      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
                        <Text size="xs" c="ink.5">
                          {replyTemplateTexts.lastBy(template.updatedBy)}
                        </Text>
                        <Group gap={4} wrap="nowrap" ml="auto">
                          <TemplateAction
                            label={replyTemplateTexts.edit}
                            title={template.title}
                            icon={IconPencil}
                            disabled={editing !== null}
                            onClick={() => setEditing(template)}
                          />
                          <TemplateAction
                            label={replyTemplateTexts.remove}
                            title={template.title}
                            icon={IconTrash}
                            color="red"
                            disabled={editing !== null}
                            onClick={() => removeOne(template)}
                          />
                        </Group>
                      </Group>
                    </Stack>
                  </Paper>
                ),
              )}
            </Stack>
          )}
        </QueryView>
        <Group justify="flex-end">
          <AppButton
            look="dark-outline"
            onClick={async () => {
              if (await confirmDiscard(guard.dirty)) closeAll();
            }}
          >
            Chiudi
          </AppButton>
        </Group>
      </Stack>
    </GuardedModal>
  );
}

/** A template's own action, named with the template's title for a screen reader. */
function TemplateAction({
  label,
  title,
  icon: Icon,
  color,
  disabled,
  onClick,
}: {
  label: string;
  title: string;
  icon: typeof IconPencil;
  color?: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="subtle"
      color={color}
      size="compact-sm"
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={`${label} «${title}»`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

function ReplyTemplateForm({
  template,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  template: ReplyTemplate | null;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useSaveReplyTemplate();
  const form = useSchemaForm(replyTemplateInputSchema, {
    defaultValues: { title: template?.title ?? '', body: template?.body ?? '' },
  });
  // Drawn inside a dialog already open ('Nuova risposta pronta', 'Modifica'): the dialog's own
  // first focus is spent, so the keyboard is taken to the title here (it stayed on the dialog).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form appears
  useEffect(() => form.setFocus('title'), []);
  const submit = submitShowingErrors(form, replyTemplateInputSchema, async (body) => {
    await save.mutateAsync({ id: template?.id ?? null, body });
    toast.success(replyTemplateTexts.saved);
    onDone();
  });
  return (
    <Paper withBorder p="sm" radius="md">
      <DialogForm
        form={form}
        onSubmit={submit}
        onCancel={onCancel}
        onDirtyChange={onDirtyChange}
        submitLabel="Salva"
        enterSubmits={false}
        gap="sm"
      >
        <TextField
          control={form.control}
          name="title"
          label={replyTemplateTexts.titleLabel}
          placeholder={replyTemplateTexts.titlePlaceholder}
          required
          data-autofocus
        />
        <TextareaField
          control={form.control}
          name="body"
          maxLength={maxLengthOf(replyTemplateInputSchema.shape.body)}
          label={replyTemplateTexts.bodyLabel}
          placeholder={replyTemplateTexts.bodyPlaceholder}
          required
          autosize
          minRows={3}
          maxRows={10}
        />
      </DialogForm>
    </Paper>
  );
}
