import type { BusinessLine, Language } from '@equilibrio/contract/enums';
import { emptySchedule, type ScheduleValues } from './schedule-fields';

/** What the form holds while the customer fills it (the payload, before validation). */
export type RequestFormValues = {
  businessline: BusinessLine | null;
  dependant: number[];
  addressID: number | null;
  languages: Language[];
  notes: string;
  welfare: boolean;
  schedule: ScheduleValues;
};

export const emptyRequestForm: RequestFormValues = {
  businessline: null,
  dependant: [],
  addressID: null,
  languages: [],
  notes: '',
  welfare: false,
  schedule: emptySchedule,
};
