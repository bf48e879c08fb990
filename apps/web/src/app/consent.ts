/** The consent tool's loader (Cookiebot-style `uc.js`, configured by `data-cbid`). */
export const CONSENT_SCRIPT_SRC = 'https://consent.cookiebot.com/uc.js';

export interface ConsentSettings {
  hostname: string;
  productionHost?: string;
  enabled?: string;
  toolId?: string;
}

/** SPEC point 2: only on the production host, only when the build setting equals 1, with a tool id. */
export function shouldLoadConsent({ hostname, productionHost, enabled, toolId }: ConsentSettings): boolean {
  return Boolean(productionHost) && hostname === productionHost && enabled === '1' && Boolean(toolId);
}

export function consentSettingsFromEnv(hostname: string = window.location.hostname): ConsentSettings {
  return {
    hostname,
    productionHost: import.meta.env.VITE_PRODUCTION_HOST,
    enabled: import.meta.env.VITE_CONSENT_ENABLED,
    toolId: import.meta.env.VITE_CONSENT_TOOL_ID,
  };
}

/** Adds the consent script when the settings allow it; returns whether it was added. */
export function loadConsentScript(
  settings: ConsentSettings = consentSettingsFromEnv(),
  doc: Document = document,
) {
  if (!shouldLoadConsent(settings) || doc.getElementById('Cookiebot')) return false;
  const script = doc.createElement('script');
  script.id = 'Cookiebot';
  script.src = CONSENT_SCRIPT_SRC;
  script.dataset.cbid = settings.toolId;
  script.type = 'text/javascript';
  script.async = true;
  doc.head.prepend(script);
  return true;
}
