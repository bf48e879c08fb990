import type { Config } from '../../config';
import { createRecaptcha } from './recaptcha';

/** The actions the web app names when it asks reCAPTCHA v3 for a token. */
export type CaptchaAction = 'register' | 'login' | 'reset_password' | 'guest_sign_in';

export interface CaptchaProvider {
  readonly enabled: boolean;
  /** True when the token proves a human for this action; never throws. */
  verify(token: string | undefined, action: CaptchaAction, remoteIp?: string): Promise<boolean>;
}

/** Lets everything through: the default when no RECAPTCHA_SECRET is set. */
const captchaOff: CaptchaProvider = { enabled: false, verify: async () => true };

export function createCaptchaProvider(config: Config): CaptchaProvider {
  if (!config.RECAPTCHA_SECRET) return captchaOff;
  return createRecaptcha({
    secret: config.RECAPTCHA_SECRET,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    minScore: config.RECAPTCHA_MIN_SCORE,
  });
}
