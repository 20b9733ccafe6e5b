import type { CaregiverSuggestion } from '@equilibrio/contract/backoffice';
import { checkBadgeLabels } from '@equilibrio/contract/caregiver-checks';
import {
  committedCells,
  type MatchCandidate,
  matchOf,
  matchReasons,
  type RequestWants,
  requestWants,
} from '@equilibrio/contract/caregiver-matching';
import { ageOn, skillLabels } from '@equilibrio/contract/caregiver-profile';
import type { CaregiverRecord } from '@equilibrio/contract/caregivers';
import { checksInForce } from '@equilibrio/contract/criminal-record';
import { type CaregiverType, caregiverTypeByLine } from '@equilibrio/contract/enums';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import { comuneCodeOf, comuneName } from '../places/places.service';
import {
  checkKindsByCaregiver,
  findRequestFacts,
  rankCaregivers,
} from './caregiver-matching.queries';
import type { CaregiverRow } from './caregivers.queries';
import { commitmentsOf, passedChecks, toCaregiver } from './caregivers.service';

/** A request as the matching sees it: the caregiver type, what it wants and where it is. */
export type RequestMatch = {
  type: CaregiverType;
  wants: RequestWants;
  comune: string | null;
  province: string | null;
};

/** What a request asks of a caregiver (contract `requestWants`), or 404. */
export async function requestMatchOf(db: Db, requestId: number, now: Date): Promise<RequestMatch> {
  const facts = await findRequestFacts(db, requestId);
  if (!facts) throw new AppError('NOT_FOUND', 'Richiesta non trovata.');
  const type = caregiverTypeByLine[facts.businessLine];
  return {
    type,
    wants: requestWants({
      type,
      needs: facts.needs,
      languages: facts.languages,
      requestDetail: facts.requestDetail as Parameters<typeof requestWants>[0]['requestDetail'],
      schedule: facts.schedule,
      dependants: facts.dependants,
      today: italianDay(now),
    }),
    comune: comuneCodeOf(facts.city, facts.province),
    province: facts.province,
  };
}

const candidateOf = (
  row: CaregiverRow,
  place: { sameComune: boolean; sameProvince: boolean },
): MatchCandidate => ({
  ...place,
  skills: row.skills,
  languages: row.languages,
  availability: row.availability,
  yearsOfExperience: row.yearsOfExperience,
});

/** GET /v1/backoffice/requests/{id}/suggestions: the best caregivers for the request, with why. */
export async function suggestCaregivers(
  ctx: AppContext,
  requestId: number,
  limit = 20,
): Promise<CaregiverSuggestion[]> {
  const match = await requestMatchOf(ctx.db, requestId, ctx.clock.now());
  const commitments = await commitmentsOf(ctx.db, { type: match.type, except: requestId });
  const rows = await rankCaregivers(ctx.db, {
    requestId,
    type: match.type,
    comune: match.comune,
    province: match.province,
    skills: match.wants.skills,
    languages: match.wants.languages,
    cells: match.wants.cells,
    committed: new Map(
      [...commitments].map(([id, theirs]) => [id, committedCells(theirs)] as const),
    ),
    minExperience: match.wants.minExperience,
    limit,
  });
  const checksOf = await passedChecks(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const theirs = commitments.get(row.id) ?? [];
    return {
      caregiver: {
        ...toCaregiver(row),
        busyOn: row.busyOn,
        commitments: theirs,
        ...checksOf(row.id),
      },
      score: Math.round(row.score * 10) / 10,
      reasons: matchReasons(match.wants, {
        ...candidateOf(row, row),
        committed: committedCells(theirs),
      }),
    };
  });
}

/** The part of the family's caregiver record beyond the spec's card (issue 23). */
export type ProfileExtras = Pick<
  CaregiverRecord,
  | 'age'
  | 'comune'
  | 'yearsOfExperience'
  | 'matchingLanguages'
  | 'skills'
  | 'availability'
  | 'matchingAvailability'
  | 'liveIn'
  | 'presentation'
  | 'badges'
  | 'expiredChecks'
>;

/**
 * The profile a family sees of the caregivers of its request, by caregiver id: age, comune,
 * experience, skills and languages with the request's own highlighted, availability, and the
 * agency's checks as badges, those that count on Italy's today, and those expired
 * (`checksInForce`: kinds only, no dates, notes or tutor). Reviews come from the reviews
 * module (`publishedReviewsOf`).
 */
export async function profileExtrasFor(
  ctx: AppContext,
  requestId: number,
  rows: readonly CaregiverRow[],
): Promise<Map<number, ProfileExtras>> {
  const now = ctx.clock.now();
  const [match, kindsOf] = await Promise.all([
    requestMatchOf(ctx.db, requestId, now),
    checkKindsByCaregiver(
      ctx.db,
      rows.map((row) => row.id),
    ),
  ]);
  const today = italianDay(now);
  return new Map(
    rows.map((row) => {
      const matched = matchOf(
        match.wants,
        candidateOf(row, { sameComune: false, sameProvince: false }),
      );
      const checks = checksInForce(kindsOf.get(row.id) ?? new Map(), today);
      const skills = [
        ...matched.skills,
        ...row.skills.filter((code) => !(matched.skills as string[]).includes(code)),
      ];
      return [
        row.id,
        {
          age: row.birthDate ? ageOn(row.birthDate, today) : null,
          comune: comuneName(row.comune),
          yearsOfExperience: row.yearsOfExperience,
          // Every language asked that the caregiver speaks, Italian too: the family asked it.
          matchingLanguages: match.wants.askedLanguages.filter((code) =>
            (row.languages as readonly string[]).includes(code),
          ),
          skills: skills.map((code) => ({
            code,
            label: skillLabels[code] ?? code,
            matches: (matched.skills as string[]).includes(code),
          })),
          availability: row.availability,
          matchingAvailability: matched.cells,
          liveIn: row.liveIn,
          presentation: row.presentation,
          badges: checks.passed.map((kind) => ({ kind, label: checkBadgeLabels[kind] })),
          expiredChecks: checks.expired,
        },
      ];
    }),
  );
}
