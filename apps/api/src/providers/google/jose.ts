import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AppError } from '../../lib/errors';
import type { GoogleIdentity, GoogleIdentityProvider } from './index';

const invalid = (why: string) => new AppError(401, 'GOOGLE_TOKEN_INVALID', `Google token rejected: ${why}`);

/** Failures of the key service itself (not of the token): the caller may retry later. */
function isKeyServiceFailure(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  return !(error instanceof errors.JOSEError);
}

/**
 * Verifies Google ID tokens against Google's published keys (cached by jose): RS256 signature,
 * audience = our client id, issuer one of GOOGLE_ISSUERS, not expired, e-mail verified by Google.
 */
export function createJoseGoogleIdentity(options: {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}): GoogleIdentityProvider {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  const audience = options.clientId
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return {
    clientId: options.clientId,
    async verifyIdToken(token): Promise<GoogleIdentity> {
      let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
      try {
        ({ payload } = await jwtVerify(token, keys, { audience, issuer: options.issuers }));
      } catch (error) {
        if (isKeyServiceFailure(error)) {
          throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Google keys could not be fetched');
        }
        throw invalid((error as Error).message);
      }
      const { sub, email, email_verified: verified, name, picture, locale } = payload;
      if (typeof sub !== 'string' || !sub) throw invalid('no subject');
      if (typeof email !== 'string' || !email) throw invalid('no e-mail');
      if (verified !== true && verified !== 'true') throw invalid('e-mail not verified by Google');
      return {
        subject: sub,
        email: email.toLowerCase(),
        name: typeof name === 'string' && name.trim() ? name.trim() : null,
        picture: typeof picture === 'string' && picture.startsWith('https://') ? picture : null,
        locale: typeof locale === 'string' ? locale : null,
      };
    },
  };
}
