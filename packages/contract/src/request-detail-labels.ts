import type { BusinessLine, ContractCode } from './enums';
import { careServiceFlags, petServiceFlags, type ServiceFlag } from './requests';

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
};

/** The flags a quote of each business line uses: pets have theirs, badanti and colf theirs. */
export const serviceFlagsByLine: Record<BusinessLine, readonly ServiceFlag[]> = {
  BABYSITTER: [],
  PETSITTER: petServiceFlags,
  NURSE: careServiceFlags,
  COLF: careServiceFlags,
};

/** The flags a quote of this line says yes to, in the line's order. */
export function chosenServiceFlags(
  line: BusinessLine,
  detail: Partial<Record<ServiceFlag, boolean | null>> | null | undefined,
) {
  return serviceFlagsByLine[line].filter((flag) => detail?.[flag] === true);
}

/** Contract codes (spec §3): occasional, part-time, full-time. */
export const contractLabels: Record<ContractCode, string> = {
  occ: 'Occasionale',
  part: 'Part-time',
  full: 'Full-time',
};
