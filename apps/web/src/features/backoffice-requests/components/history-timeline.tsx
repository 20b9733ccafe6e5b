import type { RequestNote, WrittenNoteKind } from '@equilibrio/contract/backoffice';
import { requestNoteKindLabels, writtenNoteKinds } from '@equilibrio/contract/backoffice';
import type { RequestEvent } from '@equilibrio/contract/workflow';
import { Group, Text, Timeline } from '@mantine/core';
import { IconHistory, IconNote, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { GuardedModal, useDiscardGuard } from '@/components/guarded-modal';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/components/toast';
import { formatDateTime } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { personName } from '@/lib/person';
import { useAddNote } from '../api/add-note';
import { statusInfo } from '../lib/statuses';
import { type Callee, NoteForm, noteTexts } from './note-form';

const actorLabel = (event: RequestEvent) => {
  switch (event.actor.role) {
    case 'customer':
      return `Famiglia${event.actor.name ? ` (${event.actor.name})` : ''}`;
    case 'tutor':
      return event.actor.name ?? 'Family tutor';
    case 'system':
      return 'Sistema';
    case 'provider':
      return 'Pagamento online';
  }
};

/** A note's author: the tutor, or 'Famiglia (…)' for the family's own act (its edit's activity). */
const noteAuthorLabel = (note: RequestNote, customerUid: string | undefined) => {
  if (!note.author || note.author.uid !== customerUid) {
    return personName(note.author, 'Family tutor');
  }
  const name = personName(note.author, '');
  return `Famiglia${name ? ` (${name})` : ''}`;
};

const noteIcons = { call: IconPhone, note: IconNote, activity: IconHistory } as const;

type Item = { at: string; key: string } & (
  | { event: RequestEvent; note?: never }
  | { note: RequestNote; event?: never }
);

/** Status changes and the tutors' notes in one line of time, oldest first (a change first on a tie). */
const itemsOf = (events: RequestEvent[], notes: RequestNote[]): Item[] =>
  [
    ...events.map((event) => ({ at: event.createdAt, key: `e${event.id}`, event })),
    ...notes.map((note) => ({ at: note.createdAt, key: `n${note.id}`, note })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

function ItemText({ children }: { children: string | null }) {
  return children ? (
    <Text size="sm" mt={4} className="written">
      {children}
    </Text>
  ) : null;
}

/**
 * The request's history (newest last): every status change (from, to, who, when, the note), the
 * tutors' calls and notes, which the two buttons add at any status, and what the back office
 * records of their other acts (an interview moved, the request assigned) and of the family's
 * edits of the request (what changed).
 */
export function HistoryTimeline({
  requestId,
  events,
  notes,
  customerUid,
  callee,
  writable = true,
}: {
  requestId: number;
  events: RequestEvent[];
  notes: RequestNote[];
  /** The request's customer: an entry they wrote is said to be theirs ('Famiglia (…)'). */
  customerUid?: string;
  /** Who a call is with (`calleeOf`): said in the call's dialog. */
  callee?: Callee;
  /** False once the family erased its account: nothing more is written about them. */
  writable?: boolean;
}) {
  const [writing, setWriting] = useState<WrittenNoteKind | null>(null);
  const guard = useDiscardGuard(() => setWriting(null));
  const addNote = useAddNote();
  const wide = useMedia('(min-width: 48em)');
  const items = itemsOf(events, notes);

  return (
    <SectionCard
      title="Storico e note"
      id="storico"
      actions={
        writable ? (
          <Group gap="xs">
            {writtenNoteKinds.map((kind) => {
              const Icon = noteIcons[kind];
              return (
                <AppButton
                  key={kind}
                  size="xs"
                  look="dark-outline"
                  leftSection={<Icon size={14} aria-hidden />}
                  onClick={() => setWriting(kind)}
                >
                  {noteTexts[kind].button}
                </AppButton>
              );
            })}
          </Group>
        ) : null
      }
    >
      <Timeline active={items.length - 1} bulletSize={18} lineWidth={2} color="primary">
        {items.map(({ key, event, note }) => {
          if (event) {
            return (
              <Timeline.Item
                key={key}
                title={
                  <Text size="sm" fw={600}>
                    {event.fromStatus ? `${statusInfo[event.fromStatus].label} → ` : ''}
                    {statusInfo[event.toStatus].label}
                  </Text>
                }
              >
                <Text size="xs" c="ink.5">
                  {formatDateTime(event.createdAt)} · {actorLabel(event)}
                </Text>
                <ItemText>{event.note}</ItemText>
              </Timeline.Item>
            );
          }
          const Icon = noteIcons[note.kind];
          // An activity is said in its one line ('Colloquio spostato al …'); a call or a note
          // under its kind.
          const activity = note.kind === 'activity';
          return (
            <Timeline.Item
              key={key}
              // The team's own entries stand apart from the status changes.
              color={activity ? 'gray' : 'secondary'}
              bullet={<Icon size={12} aria-hidden />}
              title={
                <Text size="sm" fw={600}>
                  {activity ? note.text : requestNoteKindLabels[note.kind]}
                </Text>
              }
            >
              <Text size="xs" c="ink.5">
                {formatDateTime(note.createdAt)} · {noteAuthorLabel(note, customerUid)}
              </Text>
              {activity ? null : <ItemText>{note.text}</ItemText>}
              {note.callBackAt ? (
                <Text size="sm" fw={600} mt={4}>
                  Richiamata concordata: {formatDateTime(note.callBackAt)}
                </Text>
              ) : null}
            </Timeline.Item>
          );
        })}
      </Timeline>
      <GuardedModal
        dirty={guard.dirty}
        opened={writing !== null}
        onClose={guard.close}
        title={writing ? noteTexts[writing].title : undefined}
        size="lg"
        fullScreen={!wide}
      >
        {writing ? (
          <NoteForm
            kind={writing}
            callee={callee}
            onDirtyChange={guard.setDirty}
            onCancel={guard.cancel}
            onSubmit={async (text, callBackAt) => {
              await addNote.mutateAsync({ requestId, kind: writing, text, callBackAt });
              toast.success(noteTexts[writing].saved);
              guard.close();
            }}
          />
        ) : null}
      </GuardedModal>
    </SectionCard>
  );
}
