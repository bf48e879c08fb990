import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RATING_CODE_LENGTH } from '@guestloop/contracts';
import type { Config } from '../../config';
import { loadSecretsKey } from '../../lib/secret-box';

/**
 * The secrets of a rating, derived from the server's key so none is stored in the clear: the
 * token that lets the page that rated attach a recording or photo (the rating's id signed), and
 * the keyed hash of the confirmation code (a leaked table cannot be tried offline).
 */
export interface RatingSecrets {
  attachToken(ratingId: string): string;
  codeHash(ratingId: string, code: string): string;
}

const keys = new WeakMap<Config, RatingSecrets>();

export function ratingSecrets(config: Config): RatingSecrets {
  let secrets = keys.get(config);
  if (!secrets) {
    const key = loadSecretsKey(config.SECRETS_KEY, config.DATA_DIR);
    const attach = createHmac('sha256', key).update('rating-attach').digest();
    const code = createHmac('sha256', key).update('rating-code').digest();
    secrets = {
      attachToken: (id) => createHmac('sha256', attach).update(id).digest('base64url'),
      codeHash: (id, value) => createHmac('sha256', code).update(`${id}\n${value}`).digest('base64url'),
    };
    keys.set(config, secrets);
  }
  return secrets;
}

export const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const newRatingCode = () =>
  String(randomInt(0, 10 ** RATING_CODE_LENGTH)).padStart(RATING_CODE_LENGTH, '0');
