import type { DiscardTexts } from '@/components/guarded-modal';

/**
 * The question before a reply typed and not sent is dropped (closing the conversation, another
 * list of the inbox): it names what goes, not the forms' 'modifiche in attesa di essere salvate'.
 */
export const unsentReplyTexts: DiscardTexts = {
  title: 'Chiudere senza inviare?',
  message: 'La risposta che hai scritto non è stata inviata: chiudendo la conversazione va persa.',
  confirmLabel: 'Chiudi senza inviare',
  cancelLabel: 'Continua a scrivere',
  confirmLook: 'danger',
};
