import type { RequestStatus } from '@equilibrio/contract/enums';
import { ASSISTANCE_MESSAGE_MAX } from '@equilibrio/contract/workflow';
import { Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useId, useRef, useState } from 'react';
import { AppButton } from './app-button';
import { GrowTextarea } from './form/grow-textarea';
import { confirmDiscard, GuardedModal } from './guarded-modal';
import { toast } from './toast';
import { UrgentCheckbox } from './urgent-contact';

/** The modal's texts: `message` is its sub-text (spec §3 "Modal config"). */
type TextAreaModalTexts = {
  title: string;
  message: string;
  placeholder?: string;
  confirm?: string;
  cancel?: string;
};

type Props = {
  opened: boolean;
  texts: TextAreaModalTexts;
  /** Toast shown when the message is blank, where the spec asks for one (§5, §8). */
  emptyToast?: string;
  /** What the field says when only spaces were sent (the message by default). */
  emptyError?: string;
  /** The text area's label: who reads it ('Motivo (solo per i tutor)'); 'Messaggio' by default. */
  label?: string;
  /** The longest message the server takes (ASSISTANCE_MESSAGE_MAX by default). */
  maxLength?: number;
  loading?: boolean;
  /**
   * The family may mark the message urgent (a box under the text); `onConfirm` hears whether
   * they did. `note`: a line under it (the number to call in an urgency).
   */
  urgent?: { note?: ReactNode; status?: RequestStatus };
  onConfirm: (message: string, urgent: boolean) => void;
  onClose: () => void;
};

/**
 * The text-area modal (spec §3 "Modal config", §5): a 5-row message; confirm stays disabled
 * until something is typed, and a blank message is refused at the field (with the spec's toast
 * where it gives one) and never sent. Once
 * something is typed, the cancel button, the × and leaving the page ask the leave-page question
 * first (its 'No' keeps the text), as do Escape and a click beside the modal.
 */
export function TextAreaModal({
  opened,
  texts: {
    title,
    message,
    placeholder,
    confirm: confirmLabel = 'Invia',
    cancel: cancelLabel = 'No',
  },
  emptyToast,
  emptyError = 'Il messaggio è vuoto: scrivi qualcosa prima di inviarlo.',
  label = 'Messaggio',
  maxLength = ASSISTANCE_MESSAGE_MAX,
  loading = false,
  urgent: urgentOption,
  onConfirm,
  onClose,
}: Props) {
  const [text, setText] = useState('');
  const [urgent, setUrgent] = useState(false);
  /** Only spaces were sent: the field says what is wrong (the spec's toast says just 'Errore'). */
  const [blank, setBlank] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const descriptionId = useId();
  const written = text.trim() !== '';

  const close = () => {
    setText('');
    setUrgent(false);
    setBlank(false);
    onClose();
  };

  const confirm = () => {
    const value = text.trim();
    if (!value) {
      if (emptyToast) toast.error(emptyToast);
      setBlank(true);
      // The keyboard goes where the fix is, and the field's error is read with it.
      box.current?.focus();
      return;
    }
    onConfirm(value, urgentOption ? urgent : false);
  };

  return (
    <GuardedModal
      dirty={written}
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="lg"
      onExitTransitionEnd={() => {
        setText('');
        setUrgent(false);
        setBlank(false);
      }}
    >
      {/* A form, so Ctrl+Enter in the text sends it as every other message box does
          (`GrowTextarea`): 'Non accogliere la candidatura' took only a Tab to the button. */}
      <Stack
        gap="md"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Text size="sm" id={descriptionId}>
          {message}
        </Text>
        <GrowTextarea
          label={label}
          placeholder={placeholder}
          rows={5}
          autosize={false}
          maxLength={maxLength}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setBlank(false);
          }}
          ref={box}
          error={blank ? emptyError : undefined}
          aria-describedby={descriptionId}
          data-autofocus
        />
        {urgentOption ? (
          <Stack gap={6}>
            <UrgentCheckbox
              checked={urgent}
              onChange={setUrgent}
              disabled={loading}
              status={urgentOption.status}
            />
            {urgentOption.note}
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <AppButton
            look="dark-outline"
            onClick={async () => {
              if (await confirmDiscard(written)) close();
            }}
            disabled={loading}
          >
            {cancelLabel}
          </AppButton>
          <AppButton type="submit" disabled={text.length === 0} loading={loading}>
            {confirmLabel}
          </AppButton>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
