/**
 * A message as the composer sends it: the text and, optionally, one file; `urgent`: the family
 * marked it urgent (their request's conversation only).
 */
export type OutgoingMessage = { message: string; file: File | null; urgent?: boolean };

/**
 * The multipart body every message endpoint takes: `message`, `urgent` only when it is (the
 * family's request conversation takes it) and, optionally, `file`.
 */
export function messageForm({ message, file, urgent }: OutgoingMessage) {
  const body = new FormData();
  body.append('message', message);
  if (urgent) body.append('urgent', 'true');
  if (file) body.append('file', file, file.name);
  return body;
}
