import type { CaptchaProvider } from './index';

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * reCAPTCHA v3 server verification: POST secret + response (form-encoded) to the siteverify URL;
 * a token passes when it is valid, scored at least `minScore` and was issued for the same action.
 * Fails closed: an unreachable service means no pass.
 */
export function createRecaptcha(options: {
  secret: string;
  verifyUrl: string;
  minScore: number;
}): CaptchaProvider {
  return {
    enabled: true,
    async verify(token, action, remoteIp) {
      if (!token) return false;
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) return false;
        const answer = (await res.json()) as SiteVerifyAnswer;
        return (
          answer.success === true &&
          typeof answer.score === 'number' &&
          answer.score >= options.minScore &&
          answer.action === action
        );
      } catch {
        return false;
      }
    },
  };
}
