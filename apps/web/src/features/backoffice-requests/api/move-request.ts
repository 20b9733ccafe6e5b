import { requestStatusResultSchema, type WorkflowAction } from '@equilibrio/contract/workflow';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tutorThreadsRoot } from '@/resources/conversation-keys';
import { useRequestMutation } from './use-request-mutation';

/** The moves that take only an optional note, and their endpoint. */
export const noteMovePaths = {
  markToCall: 'mark-to-call',
  startSelection: 'start-selection',
  publishCandidates: 'publish-candidates',
  searchOtherProfiles: 'search-other-profiles',
  interviewDone: 'interview-done',
  interviewFailed: 'interview-failed',
  substitutionAsked: 'substitution',
  newSelection: 'new-selection',
  standBy: 'stand-by',
  resume: 'resume',
} as const satisfies Partial<Record<WorkflowAction, string>>;
export type NoteMove = keyof typeof noteMovePaths;

export const isNoteMove = (action: WorkflowAction): action is NoteMove => action in noteMovePaths;

/**
 * POST /v1/backoffice/requests/{id}/{move} with an optional note; `keepalive` for a move that
 * must reach the server even when the page is being left (the undoable one-click move).
 */
export const moveRequest = (input: {
  requestId: number;
  action: NoteMove;
  note?: string;
  /** What the move asks beside the note (a substitution's or a pause's reason, a resume day). */
  reasoned?: { reason: string; resumeBy?: string | null; familyMessage?: string | null };
  /** 'Passa a «Da richiamare»': when the family is to be called back (kept as a call). */
  callBackAt?: string | null;
  keepalive?: boolean;
}) =>
  apiRequest(`/v1/backoffice/requests/${input.requestId}/${noteMovePaths[input.action]}`, {
    method: 'POST',
    body: {
      note: input.note?.trim() || null,
      ...input.reasoned,
      ...(input.callBackAt ? { callBackAt: input.callBackAt } : {}),
    },
    schema: requestStatusResultSchema,
    keepalive: input.keepalive,
  });

export const useMoveRequest = () => {
  const queryClient = useQueryClient();
  return useRequestMutation(async (input: Parameters<typeof moveRequest>[0]) => {
    const result = await moveRequest(input);
    // A pause that asks the family for information wrote to them: the conversation shows it.
    if (input.reasoned?.familyMessage) {
      await queryClient.invalidateQueries({ queryKey: tutorThreadsRoot });
    }
    return result;
  });
};
