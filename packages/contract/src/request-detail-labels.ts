import { skillLabels } from './caregiver-profile';
import { type BusinessLine, type ContractCode, liveInLine } from './enums';
import {
  careServiceFlags,
  colfDutyFlags,
  petServiceFlags,
  type ServiceFlag,
  serviceFlags,
} from './requests';

/** Italian names of the quote's service flags (spec §3 requestDetail). */
export const serviceFlagLabels: Record<ServiceFlag, string> = {
  homeService: 'Servizio a domicilio',
  pension: 'Pensione per animali',
  walking: 'Passeggiate',
  hosting: 'Ospitalità a casa del petsitter',
  grooming: 'Toelettatura',
  veterinarian: 'Visite dal veterinario',
  license: 'Patente',
  car: 'Automunito',
  coliving: 'Convivenza',
  nightShift: 'Turno di notte',
  dayShift: 'Turno di giorno',
  cleaning: 'Pulizie',
  relocation: 'Trasferimenti e mobilizzazione',
  drugs: 'Somministrazione di farmaci',
  disability: 'Disabilità',
  mentalIllness: 'Disturbi cognitivi o comportamentali',
  hospital: 'Assistenza in ospedale',
  changing: 'Cambio del pannolone',
  glycemia: 'Controllo della glicemia',
  injections: 'Iniezioni',
  taxiNoCar: 'Accompagnamento con l’auto della famiglia',
  taxi: 'Accompagnamento con auto propria',
  dressings: 'Medicazioni',
  technology: 'Uso di dispositivi e tecnologie',
  ironing: skillLabels.ironing!,
  cooking: skillLabels.cooking!,
  laundry: skillLabels.laundry!,
  shopping: skillLabels.shopping!,
};

/**
 * A pet sitter's names for the flags the spec shares with the care of a person: 'Trasferimenti e
 * mobilizzazione' or 'Disabilità' read as a person's care on a request for a dog and a cat.
 */
const petFlagLabels: Partial<Record<ServiceFlag, string>> = {
  relocation: 'Trasporto dell’animale',
  disability: 'Animale con disabilità',
  mentalIllness: 'Problemi di comportamento dell’animale',
};

/** The name of a flag on a quote of this line: the pet sitter's own where it has one. */
export const serviceFlagLabel = (line: BusinessLine, flag: ServiceFlag) =>
  (line === 'PETSITTER' ? petFlagLabels[flag] : undefined) ?? serviceFlagLabels[flag];

/**
 * A colf's duties and requirements: the house's, and getting about. The care ones of the spec's
 * shared nurse/colf list (the nappy, injections, dressings, glycaemia, hospital, moving a person,
 * night shifts, care devices) are a badante's.
 */
const householdServiceFlags: readonly ServiceFlag[] = [
  'cleaning',
  ...colfDutyFlags,
  'dayShift',
  'coliving',
  'license',
  'car',
  'taxiNoCar',
  'taxi',
];

export const liveInRefusedMessage =
  'La «Convivenza» vale solo per badanti e colf (CCNL lavoro domestico): toglila dal preventivo.';

/**
 * Why a quote of this line may not be sent as it is (a live-in pet sitter or babysitter, whose
 * quote offers no 'Convivenza': `liveInLine`); null when it may.
 */
export function liveInQuoteProblem(line: BusinessLine, detail: { coliving?: boolean | null }) {
  return detail.coliving === true && !liveInLine(line) ? liveInRefusedMessage : null;
}

/** A flag a quote of this line may never hold, even one stored before the rule. */
const flagRefused = (line: BusinessLine, flag: ServiceFlag) =>
  flag === 'coliving' && !liveInLine(line);

/** The flags of a list a quote of this line may hold (its 'Convivenza' only where `liveInLine`). */
const offeredOf = (line: BusinessLine, flags: readonly ServiceFlag[]) =>
  flags.filter((flag) => !flagRefused(line, flag));

/**
 * The flags a quote of each business line offers: pets have theirs, badanti the care ones, colf
 * the household ones, each without what the line may never hold (`flagRefused`: a pet sitter's
 * 'Convivenza'). A babysitter's quote has none: its taxi-sitter switch is its own field.
 */
export const serviceFlagsByLine: Record<BusinessLine, readonly ServiceFlag[]> = {
  BABYSITTER: [],
  PETSITTER: offeredOf('PETSITTER', petServiceFlags),
  NURSE: offeredOf('NURSE', careServiceFlags),
  COLF: offeredOf('COLF', householdServiceFlags),
};

type StoredFlags = Partial<Record<ServiceFlag, boolean | null>> | null | undefined;

/**
 * The flags a quote of this line says yes to, in the line's order; then any other a stored quote
 * holds (a colf quote written when the care tasks were offered to colf too) — still shown.
 */
export function chosenServiceFlags(line: BusinessLine, detail: StoredFlags) {
  return offeredServiceFlags(line, detail).filter((flag) => detail?.[flag] === true);
}

/**
 * The flags the quote form offers: the line's, and any other the stored quote says yes to (to
 * keep, or to take off: the quote is written anew) — but one the line may never hold
 * (`flagRefused`: a pet sitter's or a babysitter's 'Convivenza'), which a new quote drops.
 */
export function offeredServiceFlags(line: BusinessLine, detail: StoredFlags) {
  const lineFlags = serviceFlagsByLine[line];
  const stored = serviceFlags.filter(
    (flag) => !lineFlags.includes(flag) && !flagRefused(line, flag) && detail?.[flag] === true,
  );
  return [...lineFlags, ...stored];
}

/** Contract codes (spec §3): occasional, part-time, full-time. */
export const contractLabels: Record<ContractCode, string> = {
  occ: 'Occasionale',
  part: 'Part-time',
  full: 'Full-time',
};
