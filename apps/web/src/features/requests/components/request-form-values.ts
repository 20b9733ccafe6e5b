import {
  type BusinessLine,
  businessLines,
  dayCodes,
  hourCodes,
  type Language,
  languages,
} from '@equilibrio/contract/enums';
import { scheduleFrequencies } from '@equilibrio/contract/request-schedule';
import { z } from 'zod';
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

/**
 * The form's values as a draft left in the tab reads them back (`@/lib/drafts`): anything else
 * (an older shape, a hand-edited storage) is no draft.
 */
export const requestDraftSchema = z.object({
  businessline: z.enum(businessLines).nullable(),
  dependant: z.array(z.number().int().positive()),
  addressID: z.number().int().positive().nullable(),
  languages: z.array(z.enum(languages)),
  notes: z.string(),
  welfare: z.boolean(),
  schedule: z.object({
    startDate: z.string().nullable(),
    days: z.array(z.enum(dayCodes)),
    timeSlots: z.array(z.enum(hourCodes)),
    timeSlotsToBeDefined: z.boolean(),
    frequency: z.enum(scheduleFrequencies).nullable(),
  }),
}) satisfies z.ZodType<RequestFormValues>;
