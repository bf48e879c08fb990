import { type GoogleCredentials, googleBusinessProfile, ReviewSiteError } from '../../providers/reviews';
import { defineIntegrationService } from '../integrations';

/** The OAuth client and refresh token kept in a Google integration; null while one is missing. */
export function googleCredentialsOf(integration: {
  settings: Record<string, string | undefined>;
  secrets: Record<string, string | undefined>;
}): GoogleCredentials | null {
  const { clientId } = integration.settings;
  const { clientSecret, refreshToken } = integration.secrets;
  return clientId && clientSecret && refreshToken ? { clientId, clientSecret, refreshToken } : null;
}

/**
 * Google Business Profile's check: a token from the company's OAuth client and refresh token, then
 * the account list they open. A refused grant or client is `unauthorized`, no answer `unreachable`.
 */
defineIntegrationService({
  uid: 'google-business-profile',
  async check({ config, settings, secrets }) {
    // Missing keys are sent empty: Google's refusal is what the check reports.
    const google = googleBusinessProfile(
      config,
      googleCredentialsOf({ settings, secrets }) ?? { clientId: '', clientSecret: '', refreshToken: '' },
    );
    try {
      await google.checkAccess();
      return { ok: true };
    } catch (error) {
      if (error instanceof ReviewSiteError) return { ok: false, code: error.code, message: error.message };
      throw error;
    }
  },
});
