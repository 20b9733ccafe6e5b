export const legalMessages = {
  loading: 'Caricamento del documento',
  loadError: 'Impossibile caricare il documento in questo momento. Riprova tra poco.',
} as const;
