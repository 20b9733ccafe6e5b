import { optionalText } from '@equilibrio/contract/validation';
import { Text } from '@mantine/core';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { submitShowingErrors } from '@/lib/form-errors';
import {
  CallBackFields,
  callBackIso,
  callFormSchema,
  emptyCall,
  showingCallBackRefusal,
} from './call-back-fields';
import { noteTexts } from './note-form';

const formSchema = callFormSchema(optionalText(1000));

/**
 * 'Passa a «Da richiamare»': what the call said and when to call the family back, both optional
 * (as 'Registra chiamata' asks them): a tutor who agreed a moment says it here, in the move.
 */
export function MarkToCallForm({
  explanation,
  confirmLabel,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  explanation: string;
  confirmLabel: string;
  /** The note (empty: none) and the agreed moment to call back (null: none). */
  onSubmit: (note: string, callBackAt: string | null) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(formSchema, { defaultValues: emptyCall });
  const submit = submitShowingErrors(form, formSchema, (values) =>
    showingCallBackRefusal(form, () => onSubmit(values.text, callBackIso(values))),
  );
  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel={confirmLabel}
      gap="sm"
    >
      <Text size="sm">{explanation}</Text>
      <TextareaField
        control={form.control}
        name="text"
        label={noteTexts.call.label}
        description="Facoltativo: resta nello storico della richiesta."
        placeholder="Es. Non risponde, lasciato un messaggio in segreteria."
        autosize
        minRows={2}
        maxRows={8}
        data-autofocus
      />
      <CallBackFields control={form.control} />
      <Text size="xs" c="ink.5">
        Solo per il team: la famiglia non la vede nel portale (la riceve solo se chiede una copia
        dei suoi dati).
      </Text>
    </DialogForm>
  );
}
