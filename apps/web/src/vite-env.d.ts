/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
declare const __BUILD_STAMP__: string;

interface ImportMetaEnv {
  /** "1" loads the cookie-consent script on the production host. */
  readonly VITE_CONSENT_ENABLED?: string;
  readonly VITE_CONSENT_TOOL_ID?: string;
  /** The production app host; the consent script loads only there. */
  readonly VITE_PRODUCTION_HOST?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}
