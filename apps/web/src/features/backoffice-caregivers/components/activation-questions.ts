import { type CheckKind, checkKinds, latestCheckDays } from '@equilibrio/contract/caregiver-checks';
import type { CaregiverDetail } from '@equilibrio/contract/caregivers';
import { checksNotInForce } from '@equilibrio/contract/criminal-record';
import { isActiveStatus } from '@equilibrio/contract/enums';
import { italianList } from '@equilibrio/contract/italian-format';
import { confirm } from '@/components/confirm';
import { italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';

/** The agency's checks on record of a caregiver: each kind, and the day it was seen. */
export type RecordedChecks = readonly { kind: CheckKind; checkedOn: string }[];

/** Going ahead is the outlined, risky answer; the filled one leaves things as they were. */
const asked = {
  cancelLabel: 'Annulla',
  confirmLook: 'danger-outline',
  cancelLook: 'primary',
} as const;

/**
 * A caregiver switched on with a check not in force (`checksInForce`: missing, or a criminal
 * record older than six months; all of them while the checks cannot be read): true when the
 * tutor goes ahead knowingly.
 */
export async function activationAsked(
  caregiver: CaregiverDetail | undefined,
  recordedChecks: RecordedChecks | undefined,
) {
  const activateAnyway = { ...asked, confirmLabel: 'Attiva comunque' };
  if (!recordedChecks) {
    // Not known yet (or not readable): asked all the same, never switched on unawares.
    return confirm({
      title: 'Attivare il caregiver?',
      message:
        'Non è stato possibile leggere le sue verifiche: controlla la sezione Verifiche prima di proporlo alle famiglie.',
      ...activateAnyway,
    });
  }
  // An expired certificate is named as such: it was seen, but no longer counts.
  const missing = checksNotInForce(latestCheckDays(recordedChecks), italianDay(pageNow()));
  if (missing.length === 0) return true;
  const where = caregiver
    ? `Puoi ${missing.length === 1 ? 'registrarla' : 'registrarle'} nella sezione Verifiche di questa pagina.`
    : 'Le verifiche si registrano sulla sua scheda, dopo averlo creato.';
  return confirm({
    title:
      missing.length === checkKinds.length
        ? 'Attivare il caregiver senza verifiche?'
        : `Attivare il caregiver senza ${missing.length === 1 ? 'una verifica' : `${missing.length} verifiche`}?`,
    message: `Manca${missing.length === 1 ? '' : 'no'}: ${missing.join(', ')}. Un caregiver attivo può essere proposto alle famiglie. ${where}`,
    ...activateAnyway,
  });
}

/**
 * An active caregiver switched off while proposed to families still choosing: they will no longer
 * see the profile (nor be able to choose it). True when nobody is choosing, or the tutor agrees.
 */
export async function deactivationAsked(caregiver: CaregiverDetail) {
  const proposedOn = caregiver.places.filter(
    (place) => place.place === 'proposed' && isActiveStatus(place.requestStatus),
  );
  if (proposedOn.length === 0) return true;
  const requests = italianList(proposedOn.map((place) => `#${place.requestId}`));
  return confirm({
    title: 'Disattivare il caregiver?',
    message:
      proposedOn.length === 1
        ? `È tra i profili proposti sulla richiesta ${requests}: la famiglia non vedrà più il profilo tra quelli da scegliere. Proponi un altro profilo al suo posto («Cerca altri profili», se non gliene restano).`
        : `È tra i profili proposti sulle richieste ${requests}: le famiglie non vedranno più il profilo tra quelli da scegliere. Proponi loro un altro profilo al suo posto («Cerca altri profili», se non gliene restano).`,
    confirmLabel: 'Disattiva',
    ...asked,
  });
}
