import { googleBusinessProfile, ReviewSiteError } from '../../providers/reviews';
import { defineIntegrationService } from '../integrations';

/**
 * Google Business Profile's check: a token from the company's OAuth client and refresh token, then
 * the account list they open. A refused grant or client is `unauthorized`, no answer `unreachable`.
 */
defineIntegrationService({
  uid: 'google-business-profile',
  async check({ config, settings, secrets }) {
    const google = googleBusinessProfile(config, {
      clientId: settings.clientId ?? '',
      clientSecret: secrets.clientSecret ?? '',
      refreshToken: secrets.refreshToken ?? '',
    });
    try {
      await google.checkAccess();
      return { ok: true };
    } catch (error) {
      if (error instanceof ReviewSiteError) return { ok: false, code: error.code, message: error.message };
      throw error;
    }
  },
});
