import { z } from 'zod';
import { ConfigError } from './config-error';
import { optionalUrl } from './env-values';

/** The identity service's variables: the built-in service, or Google's (Firebase mode). */
export const identityEnv = z.object({
  IDENTITY_MODE: z.enum(['local', 'firebase']).default('local'),
  IDENTITY_PROJECT_ID: z.string().min(1).default('equilibrio-local'),
  IDENTITY_API_KEY: z.string().min(1).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_JWKS_URL: optionalUrl,
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_IDENTITY_TOOLKIT_URL: optionalUrl,
});

export type IdentityConfig = {
  mode: z.infer<typeof identityEnv>['IDENTITY_MODE'];
  projectId: string;
  apiKey: string | undefined;
  /** Firebase mode: where Google's token keys are (a local fake in tests). */
  firebaseJwksUrl: string | undefined;
  /** Firebase mode: the project's Web API key, to have Google send reset/verification emails. */
  firebaseApiKey: string | undefined;
  /** Firebase mode: Google's Identity Toolkit base address (a local fake in tests). */
  firebaseIdentityToolkitUrl: string;
};

export function identityConfig(env: z.infer<typeof identityEnv>): IdentityConfig {
  if (env.IDENTITY_MODE === 'firebase' && !env.FIREBASE_PROJECT_ID) {
    throw new ConfigError(
      'Invalid configuration — FIREBASE_PROJECT_ID: required when IDENTITY_MODE=firebase',
    );
  }
  return {
    mode: env.IDENTITY_MODE,
    projectId:
      env.IDENTITY_MODE === 'firebase' ? env.FIREBASE_PROJECT_ID! : env.IDENTITY_PROJECT_ID,
    apiKey: env.IDENTITY_API_KEY,
    firebaseJwksUrl: env.FIREBASE_JWKS_URL,
    firebaseApiKey: env.FIREBASE_API_KEY,
    firebaseIdentityToolkitUrl: (
      env.FIREBASE_IDENTITY_TOOLKIT_URL ?? 'https://identitytoolkit.googleapis.com'
    ).replace(/\/$/, ''),
  };
}
