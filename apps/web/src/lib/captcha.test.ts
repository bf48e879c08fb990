import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { getCaptchaToken, loadRecaptcha, RECAPTCHA_SCRIPT, resetCaptcha } from './captcha';
import { queryClient } from './query-client';

describe('captcha', () => {
  beforeEach(() => {
    resetCaptcha();
    queryClient.clear();
    for (const script of document.querySelectorAll('script')) script.remove();
    delete window.grecaptcha;
  });

  it('gives no token when no site key is configured', async () => {
    mockFetch({
      'GET /api/v1/app/settings': { body: { version: '1', recaptchaSiteKey: null, googleClientId: null } },
    });
    await expect(getCaptchaToken('login')).resolves.toBeUndefined();
    expect(document.querySelector(`script[src^="${RECAPTCHA_SCRIPT}"]`)).toBeNull();
  });

  it('loads reCAPTCHA v3 with explicit render and returns a token per action', async () => {
    mockFetch({
      'GET /api/v1/app/settings': {
        body: { version: '1', recaptchaSiteKey: 'site-key-1', googleClientId: null },
      },
    });
    const execute = vi.fn(async (_id: number, { action }: { action: string }) => `token-for-${action}`);
    const render = vi.fn(() => 7);
    const pending = getCaptchaToken('register');
    await vi.waitFor(() =>
      expect(document.querySelector(`script[src^="${RECAPTCHA_SCRIPT}"]`)).not.toBeNull(),
    );
    const script = document.querySelector<HTMLScriptElement>(`script[src^="${RECAPTCHA_SCRIPT}"]`);
    expect(script?.src).toContain('render=explicit');
    window.grecaptcha = { ready: (cb) => cb(), render, execute };
    window.__guestloopRecaptchaLoaded?.();
    await expect(pending).resolves.toBe('token-for-register');
    expect(render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'site-key-1' }),
    );
    expect(execute).toHaveBeenCalledWith(7, { action: 'register' });
  });

  it('refuses a second, different site key', () => {
    void loadRecaptcha('key-a');
    expect(() => loadRecaptcha('key-b')).toThrow('reCAPTCHA already loaded with different site key!');
  });
});
