import type { DiscardTexts } from '@/components/guarded-modal';

/**
 * The question before a reply typed and not sent is dropped (closing the conversation, another
 * list of the inbox): it names what goes, not the forms' 'modifiche in attesa di essere salvate'.
 */
export const unsentReplyTexts: DiscardTexts = {
  title: 'Lasciare la risposta senza inviarla?',
  message: 'La risposta che hai scritto non è stata inviata: se la lasci, va persa.',
  confirmLabel: 'Lascia senza inviare',
  cancelLabel: 'Continua a scrivere',
  confirmLook: 'danger',
};
