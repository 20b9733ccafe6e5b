import type { CheckKind } from '@equilibrio/contract/caregiver-checks';
import type { BusinessLine, DependantType } from '@equilibrio/contract/enums';
import type { RequestSchedule } from '@equilibrio/contract/request-schedule';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  max,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caregiverChecks, caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { dependants } from '../../db/schema/people';
import { requestDependants, requests } from '../../db/schema/requests';
import { caregiverColumns } from '../../db/selections';
import { busyOnOf, type CaregiverRow, replacementAskedOf } from './caregivers.queries';

/** What the ranking and the family's profile compare a caregiver with, read from the request. */
export async function findRequestFacts(db: Db, requestId: number) {
  const [row] = await db
    .select({
      businessLine: requests.businessLine,
      needs: requests.needs,
      languages: requests.languages,
      schedule: requests.schedule,
      requestDetail: requests.requestDetail,
      city: requests.city,
      province: requests.province,
      dependants: sql<{ type: DependantType; birthDate: string; handicap: boolean }[]>`coalesce(
        json_agg(json_build_object('type', ${dependants.type}, 'birthDate', ${dependants.birthDate},
          'handicap', ${dependants.handicap})) filter (where ${dependants.id} is not null),
        '[]'::json)`,
    })
    .from(requests)
    .leftJoin(requestDependants, eq(requestDependants.requestId, requests.id))
    .leftJoin(dependants, eq(dependants.id, requestDependants.dependantId))
    .where(eq(requests.id, requestId))
    .groupBy(requests.id);
  return row as
    | (Omit<typeof row & object, 'businessLine' | 'schedule'> & {
        businessLine: BusinessLine;
        schedule: RequestSchedule | null;
      })
    | undefined;
}

/**
 * The kinds of the agency's checks each caregiver of `caregiverIds` has passed, by caregiver, each
 * with the day of its latest check ('yyyy-mm-dd': a criminal record counts for six months).
 */
export async function checkKindsByCaregiver(db: Db, caregiverIds: number[]) {
  const kinds = new Map<number, Map<CheckKind, string>>();
  if (caregiverIds.length === 0) return kinds;
  const rows = (await db
    .select({
      caregiverId: caregiverChecks.caregiverId,
      kind: caregiverChecks.kind,
      latestOn: max(caregiverChecks.checkedOn),
    })
    .from(caregiverChecks)
    .where(
      and(
        inArray(caregiverChecks.caregiverId, caregiverIds),
        isNotNull(caregiverChecks.caregiverId),
      ),
    )
    .groupBy(caregiverChecks.caregiverId, caregiverChecks.kind)) as {
    caregiverId: number;
    kind: CheckKind;
    latestOn: string;
  }[];
  for (const { caregiverId, kind, latestOn } of rows) {
    kinds.set(caregiverId, (kinds.get(caregiverId) ?? new Map()).set(kind, latestOn));
  }
  return kinds;
}

export type RankParams = {
  requestId: number;
  type: string;
  comune: string | null;
  province: string | null;
  skills: string[];
  languages: string[];
  cells: string[];
  /** By caregiver id, the cells they are committed to elsewhere (`committedCells`). */
  committed: ReadonlyMap<number, readonly string[]>;
  minExperience: number | null;
  limit: number;
};

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;
const overlapCount = (column: SQL | typeof caregivers.skills, values: string[]) =>
  sql<number>`cardinality(array(select unnest(${column}) intersect select unnest(${textArray(values)})))`;

/**
 * The active caregivers of a type ranked for a request, in one statement: same comune first
 * (where they live or a comune they work in), then the province; within each, by a score of the
 * request's sub-skills (10 each), languages (8 each), week-grid cells (30 for all, those they
 * are committed to elsewhere not counted: a caregiver held then ranks below a free one) and
 * experience (10 when enough, else up to 10 for years); one who gave their weekly availability and
 * is free at none of the request's times is left out. The area filter is an OR of index conditions
 * (comune b-tree, work_comuni and work_provinces GIN, type+province b-tree), so the scoring only
 * reads the caregivers of the area; caregivers already on the request are left out. Only the
 * rows returned compute where they are held ('Scelto su #…').
 */
export async function rankCaregivers(db: Db, params: RankParams) {
  const sameComune = params.comune
    ? sql<boolean>`(${caregivers.comune} = ${params.comune} or ${caregivers.workComuni} @> ${textArray([params.comune])})`
    : sql<boolean>`false`;
  const sameProvince = params.province
    ? sql<boolean>`(${caregivers.province} = ${params.province} or ${caregivers.workProvinces} @> ${textArray([params.province])})`
    : sql<boolean>`false`;
  const area = or(
    params.comune ? eq(caregivers.comune, params.comune) : undefined,
    params.comune ? arrayContains(caregivers.workComuni, [params.comune]) : undefined,
    params.province ? eq(caregivers.province, params.province) : undefined,
    params.province ? arrayContains(caregivers.workProvinces, [params.province]) : undefined,
  );
  const years = sql`coalesce(${caregivers.yearsOfExperience}, 0)`;
  const experience =
    params.minExperience === null
      ? sql`least(${years}, 10)`
      : sql`case when ${years} >= ${params.minExperience} then 10 else 0 end`;
  // The cells asked that they are free at and not committed to elsewhere (`matchOf`).
  const committed = JSON.stringify(Object.fromEntries(params.committed));
  const freeCells = sql<number>`cardinality(array(
    select unnest(${caregivers.availability}) intersect select unnest(${textArray(params.cells)})
    except select jsonb_array_elements_text(${committed}::jsonb -> ${caregivers.id}::text)))`;
  const availability =
    params.cells.length > 0 ? sql`30.0 * ${freeCells} / ${params.cells.length}` : sql`0`;
  const score = sql<number>`(
    case when ${sameComune} then 100 when ${sameProvince} then 50 else 0 end
    + 10 * ${overlapCount(caregivers.skills, params.skills)}
    + 8 * ${overlapCount(caregivers.languages as unknown as SQL, params.languages)}
    + ${availability}
    + ${experience}
  )::float8`;
  const ranked = db
    .select({
      id: caregivers.id,
      place: sql<number>`case when ${sameComune} then 2 when ${sameProvince} then 1 else 0 end`.as(
        'place',
      ),
      score: score.as('score'),
      sameComune: sameComune.as('same_comune'),
      sameProvince: sameProvince.as('same_province'),
    })
    .from(caregivers)
    .where(
      and(
        eq(caregivers.active, true),
        eq(caregivers.type, params.type),
        area,
        // Free at none of the times the request asks, as they said: not suggested
        // (the directory's picker still finds them, with `availabilityGapWarning`); one who gave
        // none is kept, nobody knows yet.
        params.cells.length > 0
          ? sql`(cardinality(${caregivers.availability}) = 0 or ${caregivers.availability} && ${textArray(params.cells)})`
          : undefined,
        // On the request now or before (a failed interview, a substitution): not suggested again.
        sql`not exists (select 1 from ${caregiverSelections} on_request
          where on_request.request_id = ${params.requestId}
            and on_request.caregiver_id = ${sql.raw('"caregivers"."id"')})`,
        // One the family asked to replace on another request of theirs: not suggested to them.
        sql`not ${replacementAskedOf(sql.raw('"caregivers"."id"'), sql`${params.requestId}`)}`,
      ),
    )
    .orderBy(desc(sql`place`), desc(sql`score`), desc(years), asc(caregivers.id))
    .limit(params.limit)
    .as('ranked');
  const rows = await db
    .select({
      ...caregiverColumns,
      score: ranked.score,
      sameComune: ranked.sameComune,
      sameProvince: ranked.sameProvince,
      busyOn: busyOnOf(sql`${caregivers.id}`),
    })
    .from(ranked)
    .innerJoin(caregivers, eq(caregivers.id, ranked.id))
    .orderBy(desc(ranked.place), desc(ranked.score), desc(years), asc(caregivers.id));
  return rows as (CaregiverRow & {
    score: number;
    sameComune: boolean;
    sameProvince: boolean;
    busyOn: number[];
  })[];
}
