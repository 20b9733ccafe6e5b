import { z } from 'zod';

export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type Health = z.infer<typeof healthSchema>;

export const readinessSchema = z.object({
  status: z.enum(['ready', 'migrating', 'shutting-down', 'unavailable']),
});
export type Readiness = z.infer<typeof readinessSchema>;
