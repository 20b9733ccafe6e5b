// The checks the agency records while vetting a caregiver: their kinds and labels, without zod
// (read by public pages that load no schema); their schemas are in caregiver-checks.ts.

/** The checks the agency records while vetting, each with a date and the tutor who made it. */
export const checkKinds = [
  'identity-document',
  'references',
  'agency-interview',
  'criminal-record',
  'first-aid',
] as const;
export type CheckKind = (typeof checkKinds)[number];

/** What the tutor records ('Documento d'identità visionato'…). */
export const checkKindLabels: Record<CheckKind, string> = {
  'identity-document': 'Documento d’identità visionato',
  references: 'Referenze verificate',
  'agency-interview': 'Colloquio con Equilibrio',
  'criminal-record': 'Casellario giudiziale visionato',
  'first-aid': 'Corso di primo soccorso',
};

/** The badge a family sees for a passed check (issue 23 texts). */
export const checkBadgeLabels: Record<CheckKind, string> = {
  'identity-document': 'Documento verificato',
  references: 'Referenze verificate',
  'agency-interview': 'Colloquio con Equilibrio',
  'criminal-record': 'Casellario verificato',
  'first-aid': 'Primo soccorso',
};

/**
 * The vetting a family expects of whoever enters their home (first aid is a course, not a check):
 * one still missing is said on the family's card, never left out in silence.
 */
export const vettingCheckKinds = [
  'identity-document',
  'references',
  'agency-interview',
  'criminal-record',
] as const satisfies readonly CheckKind[];

/** The family's words for a vetting step not yet done. */
export const checkPendingLabels: Record<(typeof vettingCheckKinds)[number], string> = {
  'identity-document': 'Documento non ancora verificato',
  references: 'Referenze non ancora verificate',
  'agency-interview': 'Colloquio con Equilibrio non ancora svolto',
  'criminal-record': 'Casellario non ancora verificato',
};

/** The vetting steps not done yet, given the checks a caregiver passed (the card's grey badges). */
export const pendingVettingChecks = (passed: Iterable<CheckKind>) => {
  const done = new Set(passed);
  return vettingCheckKinds.filter((kind) => !done.has(kind));
};

/** The checks that lapse (`checksInForce`): the criminal record, after six months. */
export const expiringCheckKinds = ['criminal-record'] as const satisfies readonly CheckKind[];
export type ExpiringCheckKind = (typeof expiringCheckKinds)[number];

/** The family's words for a check recorded but no longer in force (a grey badge too). */
export const checkExpiredLabels: Record<ExpiringCheckKind, string> = {
  'criminal-record': 'Casellario scaduto',
};

/** The same in a sentence ('manca un casellario giudiziale in corso di validità'). */
const expiredCheckNames: Record<ExpiringCheckKind, string> = {
  'criminal-record': 'un casellario giudiziale in corso di validità',
};

/** The same named as what is missing ('Manca: …', `checksNotInForce`). */
export const expiredCheckMissing: Record<ExpiringCheckKind, string> = {
  'criminal-record': 'Casellario giudiziale in corso di validità (quello registrato è scaduto)',
};

/** A vetting step in a sentence ('manca il casellario giudiziale'). */
export const vettingCheckNames: Record<(typeof vettingCheckKinds)[number], string> = {
  'identity-document': 'il documento d’identità',
  references: 'le referenze',
  'agency-interview': 'il colloquio con Equilibrio',
  'criminal-record': 'il casellario giudiziale',
};

/**
 * The vetting steps a family's card says are still to do, given the checks that count and those
 * expired (`checksInForce`): each with its grey badge ('Casellario non ancora verificato',
 * 'Casellario scaduto') and its words in a sentence ('il casellario giudiziale', 'un casellario
 * giudiziale in corso di validità').
 */
export const vettingToDo = (
  passed: Iterable<CheckKind>,
  expired: readonly ExpiringCheckKind[] = [],
) =>
  pendingVettingChecks(passed).map((kind) =>
    (expired as readonly CheckKind[]).includes(kind)
      ? {
          kind,
          badge: checkExpiredLabels[kind as ExpiringCheckKind],
          name: expiredCheckNames[kind as ExpiringCheckKind],
        }
      : { kind, badge: checkPendingLabels[kind], name: vettingCheckNames[kind] },
  );

/** The checks recorded, each kind with its latest day: what `checksInForce` reads. */
export function latestCheckDays(checks: readonly { kind: CheckKind; checkedOn: string }[]) {
  const latest = new Map<CheckKind, string>();
  for (const { kind, checkedOn } of checks) {
    const known = latest.get(kind);
    if (!known || checkedOn > known) latest.set(kind, checkedOn);
  }
  return latest;
}

/** A check still to do in a few words ('manca: casellario, primo soccorso'). */
const checkShortNames: Record<CheckKind, string> = {
  'identity-document': 'documento',
  references: 'referenze',
  'agency-interview': 'colloquio',
  'criminal-record': 'casellario',
  'first-aid': 'primo soccorso',
};

/**
 * How far a caregiver's checks have come, of all the agency records (`checkKinds`, the
 * first-aid course too), given those passed and in force (`checksInForce`): 'Verifiche complete'
 * only when every one is, else 'Verifiche: 4 su 5', with what is missing ('manca: primo
 * soccorso'; '' when nothing). One rule for the caregiver page's header badge
 * (`vettingAtAGlance`) and the 'Aggiungi candidati' picker's line, which its checks list
 * ('Corso di primo soccorso — da fare') agrees with.
 */
export function vettingProgress(passed: Iterable<CheckKind>) {
  const done = new Set(passed);
  const missing = checkKinds.filter((kind) => !done.has(kind));
  const count = checkKinds.length - missing.length;
  return {
    complete: missing.length === 0,
    label:
      missing.length === 0 ? 'Verifiche complete' : `Verifiche: ${count} su ${checkKinds.length}`,
    missing:
      missing.length === 0
        ? ''
        : `${missing.length === 1 ? 'manca' : 'mancano'}: ${missing.map((kind) => checkShortNames[kind]).join(', ')}`,
  };
}
