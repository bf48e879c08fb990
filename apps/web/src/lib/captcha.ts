import { isAppSettings } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checkedBy } from './api-client';
import { queryClient } from './query-client';

/** Public runtime settings (GET /app/settings): version, captcha site key, Google client id. */
export const appSettingsQuery = queryOptions({
  queryKey: ['app', 'settings'],
  queryFn: ({ signal }) => api.get('/app/settings', { schema: checkedBy(isAppSettings), signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppSettings() {
  return useQuery(appSettingsQuery);
}

interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: { sitekey: string; badge?: string; size?: string }): number;
  execute(widgetId: number, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __guestloopRecaptchaLoaded?: () => void;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

let loaded: { siteKey: string; widget: Promise<number> } | undefined;

async function siteKey(): Promise<string | undefined> {
  const settings = await queryClient.fetchQuery(appSettingsQuery).catch(() => undefined);
  return settings?.recaptchaSiteKey || import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;
}

/** Loads reCAPTCHA v3 once with explicit render and renders one invisible widget for the key. */
export function loadRecaptcha(key: string): Promise<number> {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new Error('This is a library for the browser!');
  }
  if (loaded) {
    if (loaded.siteKey !== key) throw new Error('reCAPTCHA already loaded with different site key!');
    return loaded.widget;
  }
  const widget = new Promise<number>((resolve, reject) => {
    window.__guestloopRecaptchaLoaded = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return reject(new Error('reCAPTCHA did not load'));
      grecaptcha.ready(() => {
        const container = document.createElement('div');
        container.hidden = true;
        document.body.append(container);
        resolve(grecaptcha.render(container, { sitekey: key, badge: 'bottomright', size: 'invisible' }));
      });
    };
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?render=explicit&onload=__guestloopRecaptchaLoaded`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loaded = undefined;
      script.remove();
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.append(script);
  });
  loaded = { siteKey: key, widget };
  return widget;
}

/**
 * A reCAPTCHA v3 token for `action`, or undefined when no site key is configured (the server
 * then does not check). The token goes in the request body of the protected call.
 */
export async function getCaptchaToken(action: string): Promise<string | undefined> {
  if (typeof window === 'undefined') throw new Error('This is a library for the browser!');
  const key = await siteKey();
  if (!key) return undefined;
  const widgetId = await loadRecaptcha(key);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) return undefined;
  return grecaptcha.execute(widgetId, { action });
}

/** Test hook. */
export function resetCaptcha(): void {
  loaded = undefined;
}
