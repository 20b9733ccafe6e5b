import { standByResumeDayTexts, standByResumeDue } from '@equilibrio/contract/backoffice-moves';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { formatDay, italianDay } from '@/lib/format-datetime';

/**
 * A pause's next step for the family: by when the tutor means to resume it, if told (never why,
 * but for a pause waiting for the family's information: that is theirs to give, the tutor wrote
 * them which with the pause, and they are told where to answer; its day, if set, is no deadline
 * — nothing resumes or closes the request by itself — but when the tutor contacts them if still
 * unanswered: `standByResumeDayTexts`, as their email says it). From that day on
 * (`standByResumeDue`, the inbox's rule too) a day gone by would read as a promise broken: the
 * tutor resumes it, or contacts them, shortly.
 */
export function pausedNextStep(
  resumeBy: string | null,
  family: { waits: boolean; answered: boolean },
  now: Date,
) {
  // Their answer arrived: no 'scrivigli' to someone who just wrote, and no day — the tutor reads
  // it and resumes the request, or writes again with what is still missing.
  if (family.answered)
    return 'Richiesta in pausa. Prossimo passo: il tuo family tutor ha ricevuto la tua risposta e riprenderà la richiesta al più presto; se gli serve altro, ti scriverà nei messaggi della richiesta.';
  const waitsForFamily = family.waits;
  const due = standByResumeDue(resumeBy, italianDay(now));
  const by = resumeBy && !due ? ` entro ${withDayArticle('il', formatDay(resumeBy))}` : '';
  if (waitsForFamily) {
    const ask =
      'Richiesta in pausa. Prossimo passo: il tuo family tutor ti ha scritto quali informazioni gli servono; rispondigli nei messaggi della richiesta per riprenderla.';
    return resumeBy
      ? `${ask} ${standByResumeDayTexts.family(due ? null : formatDay(resumeBy))}`
      : ask;
  }
  const start = 'Richiesta in pausa. Prossimo passo: il tuo family tutor la riprenderà con te';
  if (due) return `${start} a breve; se hai bisogno, scrivigli.`;
  return resumeBy
    ? `${start}${by}; se vuoi riprenderla prima, scrivigli.`
    : `${start}; se vuoi riprenderla, scrivigli.`;
}
