import {
  createLocalJWKSet,
  createRemoteJWKSet,
  importJWK,
  type JWK,
  type JWTPayload,
  errors as joseErrors,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { Clock } from '../../lib/clock';
import type { SigningKey } from './signing-keys';

export const ID_TOKEN_TTL_SECONDS = 3600;

export type SignInProvider = 'password' | 'anonymous';

/** The subset of an identity account that goes into an ID token. */
export type TokenSubject = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
  role: 'customer' | 'tutor';
};

/** Firebase's claim layout (IDENTITY.md §2.1), plus our `role` custom claim for staff. */
export type IdTokenClaims = JWTPayload & {
  sub: string;
  iat: number;
  exp: number;
  auth_time: number;
  user_id: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  provider_id?: 'anonymous';
  role?: 'tutor';
  firebase: { identities: Record<string, string[]>; sign_in_provider: SignInProvider | string };
};

export class TokenError extends Error {
  override name = 'TokenError';
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'ID token expired' : 'ID token invalid');
  }
}

export type TokenService = {
  issuer: string;
  audience: string;
  /**
   * Signs an ID token. `validSince` is the account's revocation instant: a token issued in the
   * same second as a revocation gets that second as `iat`, so it is not revoked itself.
   */
  issue(
    subject: TokenSubject,
    options: { authTime: Date; provider: SignInProvider; validSince?: Date },
  ): Promise<string>;
  verify(token: string): Promise<IdTokenClaims>;
  jwks(): { keys: JWK[] };
};

/** Signs and verifies our own RS256 ID tokens. */
export async function createLocalTokenService(options: {
  projectId: string;
  keys: SigningKey[];
  clock: Clock;
}): Promise<TokenService> {
  const [signing] = options.keys;
  if (!signing) throw new Error('no signing key');
  const privateKey = await importJWK(signing.privateJwk, 'RS256');
  const publicKeys = options.keys.map((key) => key.publicJwk);
  const keySet = createLocalJWKSet({ keys: publicKeys });
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const audience = options.projectId;

  return {
    issuer,
    audience,
    jwks: () => ({ keys: publicKeys }),
    async issue(subject, { authTime, provider, validSince }) {
      const now = Math.max(
        Math.floor(options.clock.now().getTime() / 1000),
        validSince ? Math.ceil(validSince.getTime() / 1000) : 0,
      );
      const claims: Record<string, unknown> = {
        ...(subject.displayName ? { name: subject.displayName } : {}),
        ...(subject.photoUrl ? { picture: subject.photoUrl } : {}),
        ...(subject.role === 'tutor' ? { role: 'tutor' } : {}),
        ...(subject.email ? { email: subject.email, email_verified: subject.emailVerified } : {}),
        ...(provider === 'anonymous' ? { provider_id: 'anonymous' } : {}),
        auth_time: Math.floor(authTime.getTime() / 1000),
        user_id: subject.uid,
        firebase: {
          identities: subject.email && provider === 'password' ? { email: [subject.email] } : {},
          sign_in_provider: provider,
        },
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: signing.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(subject.uid)
        .setIssuedAt(now)
        .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
        .sign(privateKey);
    },
    verify: cachedVerify(options.clock, (token) =>
      verifyWith(token, keySet, issuer, audience, options.clock),
    ),
  };
}

/** Verifies Google-signed Firebase ID tokens (IDENTITY_MODE=firebase); never issues any. */
export function createFirebaseTokenVerifier(options: {
  projectId: string;
  clock: Clock;
  jwksUrl?: string;
}): TokenService {
  const keySet = createRemoteJWKSet(
    new URL(
      options.jwksUrl ??
        'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    ),
  );
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  return {
    issuer,
    audience: options.projectId,
    jwks: () => ({ keys: [] }),
    issue: () => Promise.reject(new Error('Firebase mode does not issue tokens')),
    verify: cachedVerify(options.clock, (token) =>
      verifyWith(token, keySet, issuer, options.projectId, options.clock),
    ),
  };
}

const VERIFIED_CACHE_MAX = 10_000;

/**
 * Remembers each verified token until it expires, so a client's every call does not pay for an
 * RS256 signature check again (revocation and disabling are checked per request by the caller,
 * against the account). Only successes are kept; the cache is bounded and emptied when full.
 */
function cachedVerify(
  clock: Clock,
  verify: (token: string) => Promise<IdTokenClaims>,
): (token: string) => Promise<IdTokenClaims> {
  const verified = new Map<string, IdTokenClaims>();
  return async (token) => {
    const nowSeconds = clock.now().getTime() / 1000;
    const cached = verified.get(token);
    if (cached) {
      if (cached.exp > nowSeconds) return cached;
      verified.delete(token);
    }
    const claims = await verify(token);
    if (verified.size >= VERIFIED_CACHE_MAX) verified.clear();
    verified.set(token, claims);
    return claims;
  };
}

async function verifyWith(
  token: string,
  keySet: Parameters<typeof jwtVerify>[1],
  issuer: string,
  audience: string,
  clock: Clock,
): Promise<IdTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, keySet as never, {
      algorithms: ['RS256'],
      issuer,
      audience,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) {
      throw new TokenError('invalid');
    }
    return payload as IdTokenClaims;
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new TokenError('expired');
    throw new TokenError('invalid');
  }
}
