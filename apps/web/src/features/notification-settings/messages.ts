import { alwaysSentEmails, type NotificationPreference } from '@equilibrio/contract/enums';

/** 'Notifiche email' in Dati personali (issue 22): the family's choice of emails. */
export const notificationMessages = {
  title: 'Notifiche email',
  intro:
    'Scegli quando vuoi ricevere un’email sulle tue richieste. Le novità di una stessa richiesta arrivano insieme, in un’unica email ogni 10 minuti al massimo.',
  always: alwaysSentEmails,
  /**
   * The choice saved, named: 'da ora ti scriviamo così' read oddly right after 'Nessuna'.
   */
  saved: (label: string) => `Preferenza salvata: «${label}».`,
  saveError: 'Non siamo riusciti a salvare la tua scelta. Riprova tra poco.',
  loadError: 'Non siamo riusciti a caricare le tue preferenze sulle email. Riprova più tardi.',
  /** Whose settings these are: a shared tablet, an email's footer link opened in another account. */
  account: (email: string) => `Impostazioni dell’account ${email}`,
} as const;

export const notificationChoices: Record<
  NotificationPreference,
  { label: string; description: string }
> = {
  ALL: {
    label: 'Tutte le notifiche',
    description:
      'Ti scriviamo per ogni risposta del tuo family tutor e per ogni passo delle tue richieste.',
  },
  ACTIONS: {
    label: 'Solo quando devo fare qualcosa',
    description:
      'Ti scriviamo solo quando tocca a te: un preventivo da accettare, i profili da scegliere, un colloquio fissato. Le risposte del family tutor le trovi nella tua area riservata.',
  },
  NONE: {
    label: 'Nessuna',
    description: 'Non ti scriviamo per le novità: le trovi sempre nella tua area riservata.',
  },
};
