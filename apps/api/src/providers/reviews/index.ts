import type { Config } from '../../config';
import { type GoogleCredentials, googleBusinessProfileSession } from './google-business-profile';
import type { ReviewSiteSession } from './types';

export { type GoogleCredentials, toSiteReview } from './google-business-profile';
export * from './types';

type GoogleUrls = Pick<
  Config,
  | 'GOOGLE_OAUTH_TOKEN_URL'
  | 'GOOGLE_BUSINESS_API_URL'
  | 'GOOGLE_ACCOUNT_API_URL'
  | 'GOOGLE_BUSINESS_INFO_API_URL'
>;

const base = (url: string) => url.replace(/\/+$/, '');

/**
 * Review sites a collector reads (today Google Business Profile), at the addresses the settings
 * name. A session is made per use from a company's keys, so nothing is kept between companies.
 */
export function googleBusinessProfile(config: GoogleUrls, credentials: GoogleCredentials): ReviewSiteSession {
  return googleBusinessProfileSession(
    {
      tokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
      businessApiUrl: base(config.GOOGLE_BUSINESS_API_URL),
      accountApiUrl: base(config.GOOGLE_ACCOUNT_API_URL),
      businessInfoUrl: base(config.GOOGLE_BUSINESS_INFO_API_URL),
    },
    credentials,
  );
}
