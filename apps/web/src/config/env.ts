import { z } from 'zod';

const envSchema = z.object({
  /** Base address of the API; empty means the same origin as the app. */
  VITE_API_BASE_URL: z.string().default(''),
  /** 'local': our own identity service on this origin; 'firebase': a real Firebase project. */
  VITE_IDENTITY_MODE: z.enum(['local', 'firebase']).default('local'),
  VITE_FIREBASE_API_KEY: z.string().min(1).default('equilibrio-local-key'),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('equilibrio-local'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_GOOGLE_MAPS_API_KEY: z.string().optional(),
  VITE_SUPPORT_EMAIL: z.string().default('assistenza@equilibrio.it'),
  /** The tutorial videos (spec §2 "Tutorial"): screen recordings served by our server. */
  VITE_TUTORIAL_FIRST_REQUEST_URL: z.string().default('/files/tutorials/prima-richiesta.mp4'),
  VITE_TUTORIAL_DEPENDANTS_URL: z.string().default('/files/tutorials/gestione-assistiti.mp4'),
  VITE_TUTORIAL_CAREGIVER_URL: z.string().default('/files/tutorials/conferma-caregiver.mp4'),
});

const parsed = envSchema.safeParse(
  Object.fromEntries(Object.entries(import.meta.env).filter(([, value]) => value !== '')),
);
if (!parsed.success) {
  throw new Error(
    `Configurazione web non valida: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
  );
}

export const env = parsed.data;
