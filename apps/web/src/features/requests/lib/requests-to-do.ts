// Home's 'Da fare': the requests waiting for the family, in the order they are shown.
import { italianDay, italianTime } from '@/lib/format-datetime';
import { type JourneyInput, requestJourney } from './request-journey';

/** A deadline as Italy's day and time, comparable as text: a day lasts until its end. */
const deadlineInItaly = (deadline: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(deadline)
    ? `${deadline}T24:00`
    : `${italianDay(deadline)}T${italianTime(deadline)}`;

/**
 * Home's 'Da fare': the requests waiting for the family, the nearest deadline first (a payment's
 * hold), then the others in the order given; a request paused for their information comes after
 * those — its page tells them 'Nessuna fretta', and its day is when the tutor contacts them, not
 * a deadline — the nearest day first. A request whose status is unknown is left out.
 */
export function requestsToDo<T extends JourneyInput>(requests: readonly T[]): T[] {
  const waiting = requests.flatMap((request, order) => {
    try {
      const journey = requestJourney(request);
      return journey.needsFamily
        ? [{ request, order, deadline: journey.deadline, paused: journey.state === 'paused' }]
        : [];
    } catch {
      return [];
    }
  });
  return waiting
    .sort((a, b) => {
      if (a.paused !== b.paused) return Number(a.paused) - Number(b.paused);
      if (a.deadline === b.deadline || !a.deadline || !b.deadline) {
        // Those with a deadline first; the same deadline, or none: as given.
        return Number(!a.deadline) - Number(!b.deadline) || a.order - b.order;
      }
      const [first, second] = [deadlineInItaly(a.deadline), deadlineInItaly(b.deadline)];
      return first < second ? -1 : first > second ? 1 : a.order - b.order;
    })
    .map(({ request }) => request);
}

/**
 * Home's 'Colloqui in programma': the requests whose interview with the caregiver is still ahead,
 * the nearest first. An appointment the family keeps, not an action: it stood among the other
 * active requests, pages down on a phone.
 */
export function upcomingInterviews<T extends { interviewAt?: string | null }>(
  requests: readonly T[],
  now: Date,
): T[] {
  return requests
    .filter((request) => request.interviewAt && new Date(request.interviewAt) > now)
    .sort((a, b) => Date.parse(a.interviewAt!) - Date.parse(b.interviewAt!));
}
