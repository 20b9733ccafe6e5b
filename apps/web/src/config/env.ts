/**
 * The web app's build-time settings (Vite `VITE_*` variables), checked once at start. Plain code
 * rather than a zod schema: this module is on every page's critical path, zod is not.
 */
const raw = Object.fromEntries(
  Object.entries(import.meta.env as Record<string, unknown>).filter(
    ([, value]) => value !== '' && value !== undefined,
  ),
) as Record<string, unknown>;

const invalid: string[] = [];

function text(name: string, fallback: string): string;
function text(name: string): string | undefined;
function text(name: string, fallback?: string) {
  const value = raw[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') {
    invalid.push(name);
    return fallback;
  }
  return value;
}

function oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
  const value = text(name, fallback);
  if ((values as readonly string[]).includes(value)) return value as T;
  invalid.push(name);
  return fallback;
}

const parsed = {
  /** Base address of the API; empty means the same origin as the app. */
  VITE_API_BASE_URL: text('VITE_API_BASE_URL', ''),
  /** 'local': our own identity service on this origin; 'firebase': a real Firebase project. */
  VITE_IDENTITY_MODE: oneOf('VITE_IDENTITY_MODE', ['local', 'firebase'] as const, 'local'),
  VITE_FIREBASE_API_KEY: text('VITE_FIREBASE_API_KEY', 'equilibrio-local-key'),
  VITE_FIREBASE_PROJECT_ID: text('VITE_FIREBASE_PROJECT_ID', 'equilibrio-local'),
  VITE_FIREBASE_AUTH_DOMAIN: text('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_APP_ID: text('VITE_FIREBASE_APP_ID'),
  VITE_GOOGLE_MAPS_API_KEY: text('VITE_GOOGLE_MAPS_API_KEY'),
  VITE_SUPPORT_EMAIL: text('VITE_SUPPORT_EMAIL', 'assistenza@equilibrio.it'),
  /** The tutorial videos (spec §2 "Tutorial"): screen recordings served by our server. */
  VITE_TUTORIAL_FIRST_REQUEST_URL: text(
    'VITE_TUTORIAL_FIRST_REQUEST_URL',
    '/files/tutorials/prima-richiesta.mp4',
  ),
  VITE_TUTORIAL_DEPENDANTS_URL: text(
    'VITE_TUTORIAL_DEPENDANTS_URL',
    '/files/tutorials/gestione-assistiti.mp4',
  ),
  VITE_TUTORIAL_CAREGIVER_URL: text(
    'VITE_TUTORIAL_CAREGIVER_URL',
    '/files/tutorials/conferma-caregiver.mp4',
  ),
};

if (invalid.length > 0) {
  throw new Error(`Configurazione web non valida: ${invalid.join(', ')}`);
}

export const env = parsed;
