import { threadMessageInputSchema } from '@equilibrio/contract/conversations';
import type { RequestStatus } from '@equilibrio/contract/enums';
import { acceptOf, uploadPolicies } from '@equilibrio/contract/uploads';
import { ASSISTANCE_MESSAGE_MAX } from '@equilibrio/contract/workflow';
import { CloseButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import { keepInViewWhileSettling } from '@/components/focused-field-in-view';
import { ctrlEnterButton } from '@/components/form/enter-keeps-form';
import { FormError } from '@/components/form/form-error';
import { TextareaField } from '@/components/form/textarea-field';
import { useReportDirty } from '@/components/form/use-form-failure';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { UrgentCheckbox } from '@/components/urgent-contact';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { submitShowingErrors } from '@/lib/form-errors';
import { useReadyToUpload } from '@/lib/shrink-photo';
import { useOnline } from '@/lib/use-online';
import type { OutgoingMessage } from '../api/message-form';
import { conversationMessages as texts } from '../messages';

/**
 * A message to write, with an optional file; the API's refusals show under the field. Leaving the
 * page with a message half written asks first (spec's leave-page modal), as the forms do; a page
 * that can hide the composer otherwise (closing the conversation) hears of it by `onDirtyChange`.
 */
export function MessageComposer({
  onSend,
  placeholder,
  submitLabel = texts.send,
  attachments = true,
  onDirtyChange,
  otherSend,
  keyHint = false,
  urgentOption = false,
  requestStatus,
  textTool,
  focusOnOpen = false,
}: {
  onSend: (message: OutgoingMessage) => Promise<unknown>;
  placeholder: string;
  submitLabel?: string;
  /** A second way to send, as a button of its own beside the main one (outlined, before it). */
  otherSend?: { label: string; onSend: (message: OutgoingMessage) => Promise<unknown> };
  /** Whether a file may be attached (the general conversation's call takes text only). */
  attachments?: boolean;
  /** Told whether a message (or a file) is there, not sent yet. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Says under the box that Ctrl+Enter (⌘+Enter on a Mac) sends with the main button. */
  keyHint?: boolean;
  /** The family may mark the message urgent (a box under the text), sent as `urgent`. */
  urgentOption?: boolean;
  /** The request's status (the urgent box's example fits once a caregiver is expected). */
  requestStatus?: RequestStatus;
  /**
   * A control beside the file's that puts a text in the box ('Risposte pronte'): after what is
   * typed, a blank line between, then the box takes the focus to read it before sending.
   */
  textTool?: (insert: (text: string) => void, disabled: boolean) => ReactNode;
  /** The box takes the focus as it appears (opened by a 'Rispondi': the reply is what comes). */
  focusOnOpen?: boolean;
}) {
  const os = useOs();
  const form = useSchemaForm(threadMessageInputSchema, { defaultValues: { message: '' } });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const prepare = useReadyToUpload();
  const [urgent, setUrgent] = useState(false);
  /** A send under way: a second tap (a double tap on a phone) sends nothing more. */
  const inFlight = useRef(false);
  /** The box was emptied by a send, and nothing typed since: a tap on 'Invia' is not an error. */
  const [emptiedBySend, setEmptiedBySend] = useState(false);
  const text = useWatch({ control: form.control, name: 'message' });
  const connectionBack = useConnectionBack(form.clearErrors);
  useEffect(() => {
    if (text) setEmptiedBySend(false);
  }, [text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as the box appears, once
  useEffect(() => {
    if (!focusOnOpen) return;
    form.setFocus('message');
    // The conversation loading above it pushed the box off a short screen.
    keepInViewWhileSettling(document.activeElement);
  }, []);

  const choose = async (chosen: File | null) => {
    // A photo of a document taken with the phone, made small enough to send.
    const ready = await prepare('attachment', chosen, uploadPolicies.attachment);
    if (!ready) return;
    const { problem } = ready;
    // A file chosen after a send is a new message: 'Invia' checks it again (a text is needed).
    if (chosen) setEmptiedBySend(false);
    setFileError(problem);
    setFile(ready.file);
  };

  const insert = (text: string) => {
    const current = form.getValues('message').trimEnd();
    // Checked at once: an error the empty box got when the keyboard left it for the menu goes.
    form.setValue('message', current ? `${current}\n\n${text}` : text, {
      shouldDirty: true,
      shouldValidate: true,
    });
    form.setFocus('message');
  };

  const typed = form.formState.isDirty || file !== null;
  useReportDirty(typed, onDirtyChange);

  // Which button sends this message (the form's submitter): the main one unless it is
  // `otherSend`'s. Ctrl+Enter presses the main one (`ctrlEnterButton`), whatever was clicked
  // before: a tutor's Ctrl+Enter after a holding 'Rispondi' replied without handling.
  const otherButton = useRef<HTMLButtonElement>(null);
  const viaRef = useRef<'main' | 'other'>('main');
  const [via, setVia] = useState<'main' | 'other'>('main');

  const submit = submitShowingErrors(form, threadMessageInputSchema, async ({ message }) => {
    // The box as it went: what is typed while the message is on its way is not part of it.
    const sentText = form.getValues('message');
    const send = viaRef.current === 'other' && otherSend ? otherSend.onSend : onSend;
    try {
      await send(urgentOption && urgent ? { message, file, urgent: true } : { message, file });
    } catch (error) {
      // A refused file (checked by content on the server) belongs to the file, not the text.
      if (error instanceof ApiError && error.fields?.file) {
        setFileError(error.fields.file);
        return;
      }
      if (isNetworkError(error)) connectionBack.lost();
      throw error;
    }
    // Emptied of what was sent only: the words typed meanwhile stay, still to send (a slow
    // network's send emptied the box of a second sentence written while it went).
    const now = form.getValues('message');
    const rest = now.startsWith(sentText) ? now.slice(sentText.length).trimStart() : now;
    form.reset({ message: '' });
    if (rest) form.setValue('message', rest, { shouldDirty: true });
    setEmptiedBySend(!rest);
    // The file that went with it; one chosen while it went stays, for the next message.
    setFile((chosen) => (chosen === file ? null : chosen));
    setFileError(null);
    setUrgent(false);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || (emptiedBySend && !form.getValues('message').trim())) return;
    inFlight.current = true;
    connectionBack.forget();
    const { submitter } = event.nativeEvent as SubmitEvent;
    viaRef.current = submitter && submitter === otherButton.current ? 'other' : 'main';
    setVia(viaRef.current);
    void submit(event).finally(() => {
      inFlight.current = false;
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={typed && !form.formState.isSubmitting} />
      <Stack gap="xs">
        <TextareaField
          control={form.control}
          name="message"
          label={texts.label}
          placeholder={placeholder}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={ASSISTANCE_MESSAGE_MAX}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            keyHint ? texts.sendKeyHint(submitLabel, os === 'macos' || os === 'ios') : undefined
          }
        />
        {urgentOption ? (
          <UrgentCheckbox
            checked={urgent}
            onChange={setUrgent}
            status={requestStatus}
            disabled={form.formState.isSubmitting}
          />
        ) : null}
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0, flex: '1 1 14rem' }}>
            {textTool?.(insert, form.formState.isSubmitting)}
            {attachments ? (
              <>
                <FileButton onChange={choose} accept={acceptOf(uploadPolicies.attachment)}>
                  {(props) => (
                    <AppButton
                      {...props}
                      look="dark-outline"
                      size="xs"
                      style={{ flexShrink: 0 }}
                      leftSection={<IconPaperclip size={14} aria-hidden />}
                    >
                      {texts.attach}
                    </AppButton>
                  )}
                </FileButton>
                {file ? (
                  <Group gap={2} wrap="nowrap" style={{ minWidth: 0, flex: '1 1 8rem' }}>
                    <Text size="xs" truncate data-testid="chosen-file">
                      {file.name}
                    </Text>
                    <CloseButton
                      size="sm"
                      aria-label={texts.removeAttachment}
                      onClick={() => setFile(null)}
                    />
                  </Group>
                ) : (
                  <Text size="xs" c="ink.5">
                    {texts.attachHint}
                  </Text>
                )}
              </>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {otherSend ? (
              <AppButton
                type="submit"
                size="sm"
                look="dark-outline"
                style={{ flexShrink: 0 }}
                ref={otherButton}
                loading={form.formState.isSubmitting && via === 'other'}
                disabled={form.formState.isSubmitting && via !== 'other'}
                rightSection={<IconSend size={14} aria-hidden />}
              >
                {otherSend.label}
              </AppButton>
            ) : null}
            <AppButton
              type="submit"
              size="sm"
              style={{ flexShrink: 0 }}
              {...ctrlEnterButton}
              loading={form.formState.isSubmitting && via === 'main'}
              disabled={form.formState.isSubmitting && via !== 'main'}
              rightSection={<IconSend size={14} aria-hidden />}
            >
              {submitLabel}
            </AppButton>
          </Group>
        </Group>
        {fileError ? (
          <Text size="sm" c="danger.8" role="alert">
            {fileError}
          </Text>
        ) : null}
        <FormError message={form.formState.errors.root?.message} />
        {connectionBack.back ? (
          <Text size="sm" c="ink.7" role="status">
            {texts.connectionBack}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

/**
 * A send that failed for the connection: once the browser is back online its error (the form's
 * own) goes, and a word says the message, kept in the box, can go now. Forgotten at the next send.
 */
function useConnectionBack(clearErrors: (name: 'root') => void) {
  const online = useOnline();
  const failedOffline = useRef(false);
  const [back, setBack] = useState(false);
  useEffect(() => {
    if (!online || !failedOffline.current) return;
    failedOffline.current = false;
    clearErrors('root');
    setBack(true);
  }, [online, clearErrors]);
  return {
    back,
    lost: () => {
      failedOffline.current = true;
    },
    forget: () => {
      failedOffline.current = false;
      setBack(false);
    },
  };
}
