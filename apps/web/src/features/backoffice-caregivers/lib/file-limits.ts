/** What the server accepts (it checks again, by content): told before uploading. */
const MB = 1024 * 1024;

export const fileLimits = {
  photo: {
    maxBytes: 2 * MB,
    accept: 'image/jpeg,image/png,image/webp',
    types: ['image/jpeg', 'image/png', 'image/webp'],
    hint: 'JPEG, PNG o WebP, al massimo 2 MB',
    wrongType: 'Formato non supportato: carica un’immagine JPEG, PNG o WebP.',
    tooLarge: 'Il file supera la dimensione massima di 2 MB.',
  },
  cv: {
    maxBytes: 5 * MB,
    accept: 'application/pdf',
    types: ['application/pdf'],
    hint: 'PDF, al massimo 5 MB',
    wrongType: 'Formato non supportato: carica un file PDF.',
    tooLarge: 'Il file supera la dimensione massima di 5 MB.',
  },
} as const;

/** The problem with a chosen file, or null when it may be sent. */
export function fileProblem(file: File, slot: keyof typeof fileLimits): string | null {
  const limits = fileLimits[slot];
  if (file.size === 0) return 'Il file è vuoto.';
  if (file.size > limits.maxBytes) return limits.tooLarge;
  if (file.type && !(limits.types as readonly string[]).includes(file.type))
    return limits.wrongType;
  return null;
}
