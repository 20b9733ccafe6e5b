import type { Application } from '@equilibrio/contract/caregiver-applications';
import { isSkillOf, skillLabels } from '@equilibrio/contract/caregiver-profile';
import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import type { CaregiverType } from '@equilibrio/contract/enums';
import { italianList } from '@equilibrio/contract/italian-format';
/**
 * What the profile of `type` leaves out of an application for several services: the other
 * services (a caregiver has one type) and the skills of those only (the server keeps the type's
 * own). Said before accepting: they went silently.
 */
export function leftOut(a: Pick<Application, 'types' | 'skills'>, type: CaregiverType) {
  const others = a.types.filter((other) => other !== type);
  if (others.length === 0) return undefined;
  const skills = a.skills.filter((skill) => !isSkillOf(type, skill));
  const services = italianList(others.map((other) => caregiverTypeLabels[other]));
  return [
    `La candidatura è anche per ${services}: il profilo ha un solo tipo di caregiver.`,
    skills.length > 0
      ? `Non passano al profilo: ${italianList(skills.map((skill) => skillLabels[skill] ?? skill))}.`
      : null,
  ]
    .filter(Boolean)
    .join(' ');
}
