/**
 * What each upload accepts — the one home of the rule: the server checks it on the bytes
 * (`storage/file-kinds.ts`: the kind by its first bytes, never by name or declared type), the
 * browser before sending (`chosenFileProblem`: the declared type and size), in the same words.
 */
import { italianList } from './italian-format';
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf';

export const fileKindContentType: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export type UploadPolicy = {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Italian, for the error message: 'un’immagine JPEG, PNG o WebP'. */
  accepted: string;
};

const MB = 1024 * 1024;

/** What each upload accepts (photos and logos are public images; CVs private PDFs). */
export const uploadPolicies = {
  photo: {
    kinds: ['jpeg', 'png', 'webp'],
    maxBytes: 2 * MB,
    accepted: 'un’immagine JPEG, PNG o WebP',
  },
  logo: {
    kinds: ['jpeg', 'png', 'webp'],
    maxBytes: 2 * MB,
    accepted: 'un’immagine JPEG, PNG o WebP',
  },
  cv: { kinds: ['pdf'], maxBytes: 5 * MB, accepted: 'un file PDF' },
  /** An applicant's portrait ('Lavora con noi'): private until the application is accepted. */
  applicantPhoto: {
    kinds: ['jpeg', 'png'],
    maxBytes: 2 * MB,
    accepted: 'un’immagine JPEG o PNG',
  },
  /** A file attached to a message to the tutors (private to the thread). */
  attachment: {
    kinds: ['pdf', 'jpeg', 'png'],
    maxBytes: 5 * MB,
    accepted: 'un file PDF, JPEG o PNG',
  },
} as const satisfies Record<string, UploadPolicy>;

const formatMegabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The refusals, the same from the server and the browser. */
export const uploadMessages = {
  empty: 'Il file è vuoto.',
  tooLarge: (policy: UploadPolicy) =>
    `Il file supera la dimensione massima di ${formatMegabytes(policy.maxBytes)}.`,
  wrongKind: (policy: UploadPolicy) => `Formato non supportato: carica ${policy.accepted}.`,
};

/** The content types a policy takes, as browsers declare them. */
const contentTypesOf = (policy: UploadPolicy): string[] =>
  policy.kinds.map((kind) => fileKindContentType[kind]);

/** The file input's `accept`: the policy's content types. */
export const acceptOf = (policy: UploadPolicy) => contentTypesOf(policy).join(',');

/**
 * The problem with a file chosen in the browser, or null when it may be sent: its size and its
 * declared type (a type the browser does not know is left to the server, which reads the bytes).
 */
export function chosenFileProblem(
  file: { size: number; type: string },
  policy: UploadPolicy,
): string | null {
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > policy.maxBytes) return uploadMessages.tooLarge(policy);
  if (file.type && !contentTypesOf(policy).includes(file.type)) {
    return uploadMessages.wrongKind(policy);
  }
  return null;
}

const kindNames: Record<FileKind, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', pdf: 'PDF' };

/** What a file field says it takes: 'JPEG, PNG o WebP, al massimo 2 MB'. */
export function uploadHint(policy: UploadPolicy) {
  const kinds = italianList(
    policy.kinds.map((kind) => kindNames[kind]),
    'o',
  );
  return `${kinds}, al massimo ${formatMegabytes(policy.maxBytes)}`;
}
