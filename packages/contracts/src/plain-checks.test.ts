import { describe, expect, it } from 'vitest';
import { isAppSettings } from './app-settings';
import { isApiErrorBody } from './error-codes';
import { ZApiError } from './errors';
import { ZTranslationKey, ZTranslationPack } from './i18n';
import { ZAppSettings } from './system';
import { isTranslationKey, isTranslationPack } from './translation-keys';

// The web app's start-up code checks these without zod: each check must agree with its schema.
describe('the checks without zod agree with their schemas', () => {
  it('an API error body', () => {
    const samples: unknown[] = [
      { statusCode: 404, code: 'NOT_FOUND', message: 'Survey not found' },
      { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad', details: [{ path: 'body.x' }] },
      { statusCode: 404, code: 'NO_SUCH_CODE', message: 'x' },
      { statusCode: 404.5, code: 'NOT_FOUND', message: 'x' },
      { statusCode: '404', code: 'NOT_FOUND', message: 'x' },
      { statusCode: 404, code: 'NOT_FOUND' },
      '<html>Bad gateway</html>',
      null,
      [],
    ];
    for (const sample of samples) {
      expect(isApiErrorBody(sample), JSON.stringify(sample)).toBe(ZApiError.safeParse(sample).success);
    }
  });

  it('a translation key', () => {
    for (const sample of [
      'errors:RATE_LIMITED',
      'auth:login.title',
      'auth:',
      'no-namespace',
      'a:b..c',
      `a:${'b'.repeat(200)}`,
    ]) {
      expect(isTranslationKey(sample), sample).toBe(ZTranslationKey.safeParse(sample).success);
    }
  });

  it('a translation pack', () => {
    const samples: unknown[] = [
      { common: { save: 'Save', nested: { a: 'b' } } },
      {},
      { common: 'Save' },
      { common: ['Save'] },
      { common: null },
      [],
      'pack',
    ];
    for (const sample of samples) {
      expect(isTranslationPack(sample), JSON.stringify(sample)).toBe(
        ZTranslationPack.safeParse(sample).success,
      );
    }
  });

  it('the app settings', () => {
    const samples: unknown[] = [
      { version: '1.2.0', recaptchaSiteKey: 'key', googleClientId: null },
      { version: '1.2.0', recaptchaSiteKey: null, googleClientId: 'id', extra: true },
      { version: '1.2.0', recaptchaSiteKey: null },
      { version: 1, recaptchaSiteKey: null, googleClientId: null },
      { version: '1.2.0', recaptchaSiteKey: 5, googleClientId: null },
      { version: '1.2.0', recaptchaSiteKey: null, googleClientId: undefined },
      { version: '1.2.0', recaptchaSiteKey: null, googleClientId: null, telegramBot: 'GuestloopBot' },
      { version: '1.2.0', recaptchaSiteKey: null, googleClientId: null, telegramBot: null },
      { version: '1.2.0', recaptchaSiteKey: null, googleClientId: null, telegramBot: 7 },
      { version: '1.2.0', recaptchaSiteKey: '\uD800', googleClientId: null },
      [],
      null,
      'settings',
    ];
    for (const sample of samples) {
      expect(isAppSettings(sample), JSON.stringify(sample)).toBe(ZAppSettings.safeParse(sample).success);
    }
  });
});
