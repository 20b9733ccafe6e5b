import { languageLabels, languages } from '@equilibrio/contract/enums';

/** A closed vocabulary as a select's or chips' options: its codes in order, with their labels. */
export const optionsOf = <T extends string>(codes: readonly T[], labels: Record<T, string>) =>
  codes.map((value) => ({ value, label: labels[value] }));

/** The spoken languages, as every language field offers them. */
export const languageOptions = optionsOf(languages, languageLabels);
