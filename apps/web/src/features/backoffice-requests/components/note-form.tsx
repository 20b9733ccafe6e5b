import { requestNoteInputSchema, type WrittenNoteKind } from '@equilibrio/contract/backoffice';
import { noteText } from '@equilibrio/contract/backoffice-moves';
import { Text } from '@mantine/core';
import { DialogForm } from '@/components/form/dialog-form';
import { maxLengthOf } from '@/components/form/max-length';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PhoneLink } from '@/components/phone-link';
import { submitShowingErrors } from '@/lib/form-errors';
import { personName } from '@/lib/person';
import type { RequestWorkspace } from '../api/get-request';
import {
  CallBackFields,
  callBackIso,
  callFormSchema,
  emptyCall,
  showingCallBackRefusal,
} from './call-back-fields';
import { historyNoteHint } from './history-note';

/**
 * What a tutor writes; a call may say when to call the family back (a day and an hour). Made with
 * a move ('Passa a «Da richiamare»'), the words are optional, as any move's note.
 */
const noteSchema = callFormSchema(requestNoteInputSchema.shape.text);
const moveNoteSchema = callFormSchema(noteText.unwrap().unwrap());

/** What the dialog of each kind says. */
export const noteTexts: Record<
  WrittenNoteKind,
  { button: string; title: string; label: string; placeholder: string; saved: string }
> = {
  call: {
    button: 'Registra chiamata',
    title: 'Registra una chiamata',
    label: 'Com’è andata la chiamata',
    placeholder: 'Es. Sentita la mamma: preferisce il pomeriggio. Richiamare giovedì.',
    saved: 'Chiamata registrata',
  },
  note: {
    button: 'Aggiungi nota',
    title: 'Aggiungi una nota',
    label: 'Nota',
    placeholder: 'Es. Chiede una babysitter che parli inglese.',
    saved: 'Nota aggiunta',
  },
};

/** Who a call is with: the family's name and number, in the call's dialog (it covers their card). */
export type Callee = { name: string; phone: string | null };
export const calleeOf = (request: RequestWorkspace): Callee => ({
  name: personName(request.customer, 'La famiglia'),
  phone: request.customer.phone,
});

/**
 * A tutor's call or note on the request: one text (`kind` is chosen by the button that opened
 * it). Said plainly: the family does not see it in the portal, but receives it in a copy of their
 * data. With `move`, the call a move takes ('Passa a «Da richiamare»': what it does first, its
 * button, the words optional).
 */
export function NoteForm({
  kind,
  move,
  callee,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  kind: WrittenNoteKind;
  move?: { explanation: string; confirmLabel: string };
  /** For a call: the family, with the number to dial (their card is under the dialog). */
  callee?: Callee;
  /** The text (empty with a move: none), and for a call the agreed moment to call back (null: none). */
  onSubmit: (text: string, callBackAt: string | null) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const formSchema = move ? moveNoteSchema : noteSchema;
  const form = useSchemaForm(formSchema, { defaultValues: emptyCall });
  const texts = noteTexts[kind];
  const submit = submitShowingErrors(form, formSchema, (values) =>
    showingCallBackRefusal(form, () => onSubmit(values.text, callBackIso(values))),
  );
  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel={move?.confirmLabel ?? 'Salva'}
      gap="sm"
    >
      {kind === 'call' && callee ? (
        <Text size="sm">
          Con <strong>{callee.name}</strong>
          {callee.phone ? (
            <>
              {' '}
              · <PhoneLink phone={callee.phone} underline="always" inherit />
            </>
          ) : (
            ' · nessun numero di telefono'
          )}
        </Text>
      ) : null}
      {move ? <Text size="sm">{move.explanation}</Text> : null}
      <TextareaField
        control={form.control}
        name="text"
        maxLength={maxLengthOf(formSchema.shape.text)}
        label={texts.label}
        {...(move
          ? {
              description: 'Facoltativo: resta nello storico della richiesta.',
              placeholder: 'Es. Non risponde, lasciato un messaggio in segreteria.',
            }
          : { placeholder: texts.placeholder, required: true })}
        autosize
        minRows={3}
        maxRows={10}
        data-autofocus
      />
      {kind === 'call' ? <CallBackFields control={form.control} /> : null}
      <Text size="xs" c="ink.5">
        Solo per il team. {historyNoteHint}
      </Text>
    </DialogForm>
  );
}
