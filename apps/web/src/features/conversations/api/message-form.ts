/** A message as the composer sends it: the text and, optionally, one file. */
export type OutgoingMessage = { message: string; file: File | null };

/** The multipart body every message endpoint takes: `message` and, optionally, `file`. */
export function messageForm({ message, file }: OutgoingMessage) {
  const body = new FormData();
  body.append('message', message);
  if (file) body.append('file', file, file.name);
  return body;
}
