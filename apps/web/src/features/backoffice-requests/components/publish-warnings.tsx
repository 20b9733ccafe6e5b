// The profiles 'Invia profili alla famiglia' warns about first, and what its dialog says of them.

import { availabilityGapWarning } from '@equilibrio/contract/availability-words';
import { checkPendingLabels, pendingVettingChecks } from '@equilibrio/contract/caregiver-checks';
import {
  outOfAreaProvince,
  type RequestWantsInput,
  requestedCells,
  requestWants,
  skillsMissing,
} from '@equilibrio/contract/caregiver-matching';
import { skillLabels } from '@equilibrio/contract/caregiver-profile';
import { referencesToConfirm } from '@equilibrio/contract/criminal-record';
import { caregiverTypeByLine } from '@equilibrio/contract/enums';
import { italianList } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { provinceLabel } from '@equilibrio/contract/province-names';
import { livesIn } from '@equilibrio/contract/quote-schedule';
import { List, Stack, Text } from '@mantine/core';
import { italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';
import type { RequestWorkspace } from '../api/get-request';
import { candidatesToSend } from '../lib/candidates-to-send';

/** The names of the candidates about to be sent without 'Perché te lo proponiamo'. */
export const unexplained = (request: RequestWorkspace) =>
  candidatesToSend(request.candidates)
    .filter((c) => !c.reason?.trim())
    .map((c) => fullName(c.caregiver.name, c.caregiver.surname));

/**
 * The candidates about to be sent who do not fit the request in full, each with what does not:
 * the weekly availability short of its days and time slots (the rows' `availabilityGapWarning`),
 * a live-in service asked of someone who does not live in, a home outside the caregiver's area
 * (`outOfAreaProvince`, the rows' 'Fuori zona'). A family accepted and paid for a badante free
 * weekday mornings only, not living in, 300 km away, for a live-in service.
 */
const notFitting = (request: RequestWorkspace) => {
  const wanted = requestedCells(request.schedule, request.requestDetail);
  const wants = requestWants({
    type: caregiverTypeByLine[request.businessLine],
    needs: request.needs,
    languages: request.languages,
    requestDetail: request.requestDetail as RequestWantsInput['requestDetail'],
    schedule: request.schedule,
    dependants: request.dependants,
    today: italianDay(pageNow()),
  });
  return candidatesToSend(request.candidates).flatMap(({ caregiver }) => {
    const away = outOfAreaProvince(caregiver, request.province);
    const missing = skillsMissing(wants, caregiver.skills);
    const gaps = [
      availabilityGapWarning(wanted, caregiver.availability),
      // A cat, medicine to give: what the family asked and the profile does not say.
      missing.length > 0
        ? `non indica ${italianList(missing.map((skill) => `«${skillLabels[skill] ?? skill}»`))}, che la richiesta chiede`
        : null,
      livesIn(request.requestDetail?.coliving, request.businessLine) && !caregiver.liveIn
        ? 'non è disponibile alla convivenza, che la richiesta chiede'
        : null,
      away
        ? `fuori zona: vive in provincia di ${provinceLabel(away)} e non lavora in quella della richiesta`
        : null,
    ].filter((gap): gap is string => Boolean(gap));
    return gaps.length > 0
      ? [{ name: fullName(caregiver.name, caregiver.surname), warning: gaps.join('; ') }]
      : [];
  });
};

/**
 * The babysitters and badanti about to be sent whose references are not verified yet
 * (`referencesToConfirm`): the tutor confirms sending them anyway.
 */
export const unverifiedReferences = (request: RequestWorkspace) =>
  candidatesToSend(request.candidates)
    .filter((c) => referencesToConfirm(c.caregiver, c.checkKinds))
    .map((c) => fullName(c.caregiver.name, c.caregiver.surname));

/**
 * The candidates about to be sent whose CV the family will not see (none uploaded, or hidden by a
 * tutor): the status says 'Inviato CV', and the profile 'CV non disponibile'.
 */
const withoutCv = (request: RequestWorkspace) =>
  candidatesToSend(request.candidates)
    .filter((c) => !c.caregiver.hasCv || c.caregiver.resumeHidden)
    .map((c) => fullName(c.caregiver.name, c.caregiver.surname));

/**
 * The candidates about to be sent whom Equilibrio has not interviewed yet: the family reads
 * «Colloquio con Equilibrio non ancora svolto» on a profile sent after a quote promising a
 * selection in three steps, and nobody had told the tutor (a colf, whom no criminal record holds
 * back, went so).
 */
const notInterviewed = (request: RequestWorkspace) =>
  candidatesToSend(request.candidates)
    .filter((c) => pendingVettingChecks(c.checkKinds).includes('agency-interview'))
    .map((c) => fullName(c.caregiver.name, c.caregiver.surname));

/** Whether 'Invia profili alla famiglia' has something to say first (in its dialog). */
export const publishNeedsWord = (request: RequestWorkspace) =>
  unexplained(request).length > 0 ||
  notFitting(request).length > 0 ||
  unverifiedReferences(request).length > 0 ||
  withoutCv(request).length > 0 ||
  notInterviewed(request).length > 0;

/**
 * What the 'Invia profili alla famiglia' dialog says besides its explanation: the profiles whose
 * availability does not cover the request, those whose references are not verified (asked to be
 * sent anyway), those whose CV the family will not see, and those not interviewed yet.
 */
export function PublishWarnings({ request }: { request: RequestWorkspace }) {
  const notFree = notFitting(request);
  const unverified = unverifiedReferences(request);
  const noCv = withoutCv(request);
  const noInterview = notInterviewed(request);
  const pendingInterview = checkPendingLabels['agency-interview'];
  return (
    <>
      {notFree.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm">
            {notFree.length === 1
              ? 'Questo profilo non corrisponde in tutto alla richiesta:'
              : 'Questi profili non corrispondono in tutto alla richiesta:'}
          </Text>
          <List size="sm" spacing={2} aria-label="Profili che non corrispondono in tutto">
            {notFree.map(({ name, warning }) => (
              <List.Item key={name}>
                {name} — {warning}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {unverified.length > 0 ? (
        <Text size="sm">
          {unverified.length === 1
            ? `Le referenze di ${unverified[0]} non sono ancora verificate: la famiglia leggerà «${checkPendingLabels.references}» nel profilo di ${unverified[0]}. Vuoi inviarlo comunque?`
            : `Le referenze di ${italianList(unverified)} non sono ancora verificate: la famiglia leggerà «${checkPendingLabels.references}» nei loro profili. Vuoi inviarli comunque?`}
        </Text>
      ) : null}
      {noCv.length > 0 ? (
        <Text size="sm">
          {noCv.length === 1
            ? `La famiglia non vedrà il CV di ${noCv[0]}: non è stato caricato, o è nascosto nella sua scheda.`
            : `La famiglia non vedrà il CV di ${italianList(noCv)}: non è stato caricato, o è nascosto nelle loro schede.`}
        </Text>
      ) : null}
      {noInterview.length > 0 ? (
        <Text size="sm">
          {noInterview.length === 1
            ? `Con ${noInterview[0]} il colloquio con Equilibrio non è ancora stato fatto: la famiglia leggerà «${pendingInterview}» nel suo profilo.`
            : `Con ${italianList(noInterview)} il colloquio con Equilibrio non è ancora stato fatto: la famiglia leggerà «${pendingInterview}» nei loro profili.`}
        </Text>
      ) : null}
    </>
  );
}
