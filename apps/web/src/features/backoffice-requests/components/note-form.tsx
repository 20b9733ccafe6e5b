import { type RequestNoteKind, requestNoteInputSchema } from '@equilibrio/contract/backoffice';
import { Text } from '@mantine/core';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { submitShowingErrors } from '@/lib/form-errors';

const formSchema = requestNoteInputSchema.pick({ text: true });

/** What the dialog of each kind says. */
export const noteTexts: Record<
  RequestNoteKind,
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

/**
 * A tutor's call or note on the request: one text (`kind` is chosen by the button that opened
 * it). Said plainly: the family does not see it in the portal, but receives it in a copy of their
 * data.
 */
export function NoteForm({
  kind,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  kind: RequestNoteKind;
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(formSchema, { defaultValues: { text: '' } });
  const texts = noteTexts[kind];
  const submit = submitShowingErrors(form, formSchema, (values) => onSubmit(values.text));
  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel="Salva"
      gap="sm"
    >
      <TextareaField
        control={form.control}
        name="text"
        label={texts.label}
        placeholder={texts.placeholder}
        required
        autosize
        minRows={3}
        maxRows={10}
        data-autofocus
      />
      <Text size="xs" c="ink.5">
        Solo per il team: la famiglia non la vede nel portale (la riceve solo se chiede una copia
        dei suoi dati).
      </Text>
    </DialogForm>
  );
}
