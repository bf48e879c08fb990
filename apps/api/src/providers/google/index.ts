import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { createJoseGoogleIdentity } from './jose';

/** What a verified Google ID token tells us about the person signing in. */
export interface GoogleIdentity {
  /** Google's stable account id (`sub`). */
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
  locale: string | null;
}

export interface GoogleIdentityProvider {
  readonly clientId: string | null;
  /** Throws 401 GOOGLE_TOKEN_INVALID for a bad token, 503 GOOGLE_NOT_CONFIGURED when switched off. */
  verifyIdToken(token: string): Promise<GoogleIdentity>;
}

const googleNotConfigured: GoogleIdentityProvider = {
  clientId: null,
  verifyIdToken: async () => {
    throw new AppError(503, 'GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured (GOOGLE_CLIENT_ID)');
  },
};

export function createGoogleProvider(config: Config): GoogleIdentityProvider {
  if (!config.GOOGLE_CLIENT_ID) return googleNotConfigured;
  return createJoseGoogleIdentity({
    clientId: config.GOOGLE_CLIENT_ID,
    jwksUrl: config.GOOGLE_JWKS_URL,
    issuers: config.GOOGLE_ISSUERS.split(',')
      .map((i) => i.trim())
      .filter(Boolean),
  });
}
