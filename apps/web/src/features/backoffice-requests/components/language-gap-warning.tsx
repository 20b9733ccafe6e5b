import { languageGapWarning } from '@equilibrio/contract/caregiver-matching';
import { IconLanguageOff } from '@tabler/icons-react';
import { RowNote } from '@/components/row-note';

/**
 * A suggested or proposed caregiver who does not speak a language the request asks, said on
 * their row ('Non parla inglese, richiesto dalla famiglia': the contract's `languageGapWarning`),
 * calmly: the tutor may still propose them. Nothing when they speak them all.
 */
export function LanguageGapWarning({
  asked,
  spoken,
}: {
  /** The request's languages (`requestedLanguages`). */
  asked: readonly string[];
  /** The caregiver's. */
  spoken: readonly string[];
}) {
  const warning = languageGapWarning(asked, spoken);
  if (!warning) return null;
  return <RowNote icon={IconLanguageOff}>{warning}</RowNote>;
}
