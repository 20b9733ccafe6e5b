import { expect } from 'vitest';
import { injectAs, type TestApp, type TestUser } from '../../../test/helpers';
import { completePayment } from '../../../test/workflow-fixtures';
import { HOUR, INTERVIEW_PLACE, type useWorkflowJourney } from '../../../test/workflow-journey';

type WorkflowJourney = Pick<
  ReturnType<typeof useWorkflowJourney>,
  'app' | 'asTutor' | 'accept' | 'acceptedRequest' | 'publish' | 'clock'
>;

/**
 * A request of the journey's customer with `docRef` chosen among `candidates`, paid and its
 * interview booked `hoursAhead` from now: its id and the interview's time (ISO).
 */
export async function bookedInterview(
  journey: WorkflowJourney,
  docRef: string,
  candidates = [docRef],
  hoursAhead = 48,
) {
  const { app, asTutor } = journey;
  const { id } = await journey.acceptedRequest();
  await asTutor('POST', `/${id}/start-selection`);
  await journey.publish(id, candidates);
  expect((await journey.accept(id, docRef)).statusCode).toBe(200);
  await completePayment(app, id);
  const at = new Date(journey.clock().now().getTime() + hoursAhead * HOUR).toISOString();
  const booked = await asTutor('POST', `/${id}/interview`, {
    dateTime: at,
    place: INTERVIEW_PLACE,
  });
  expect(booked.json().status).toBe('COLLOQUIO PRENOTATO');
  return { id, at };
}

/** Where a user reads and sets which emails they get. */
export const notificationSettingsUrl = (uid: string) =>
  `/api/v1/user-controller/${uid}/notification-settings`;

/** `as` sets the emails `owner` gets (their own, unless told): the answer. */
export const setNotificationPreference = (
  app: TestApp,
  as: TestUser,
  notificationPreference: string,
  owner: TestUser = as,
) => injectAs(app, as, 'PUT', notificationSettingsUrl(owner.uid), { notificationPreference });
