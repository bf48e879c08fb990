import { describe, expect, it } from 'vitest';
import { CONSENT_SCRIPT_SRC, loadConsentScript, shouldLoadConsent } from './consent';

const production = {
  hostname: 'app.guestloop.example',
  productionHost: 'app.guestloop.example',
  toolId: 'abc-123',
};

describe('cookie-consent script', () => {
  it('loads only on the production host with the setting equal to 1 and a tool id', () => {
    expect(shouldLoadConsent({ ...production, enabled: '1' })).toBe(true);
    expect(shouldLoadConsent({ ...production, hostname: 'localhost', enabled: '1' })).toBe(false);
    expect(shouldLoadConsent({ ...production, hostname: 'staging.guestloop.example', enabled: '1' })).toBe(
      false,
    );
    expect(shouldLoadConsent({ ...production, enabled: '0' })).toBe(false);
    expect(shouldLoadConsent({ ...production, enabled: 'true' })).toBe(false);
    expect(shouldLoadConsent({ ...production, enabled: undefined })).toBe(false);
    expect(shouldLoadConsent({ ...production, enabled: '1', toolId: '' })).toBe(false);
    expect(shouldLoadConsent({ hostname: '', productionHost: undefined, enabled: '1', toolId: 'x' })).toBe(
      false,
    );
  });

  it('adds the script once, with the consent tool id', () => {
    expect(loadConsentScript({ ...production, enabled: '1' })).toBe(true);
    expect(loadConsentScript({ ...production, enabled: '1' })).toBe(false);
    const scripts = document.querySelectorAll<HTMLScriptElement>(`script[src="${CONSENT_SCRIPT_SRC}"]`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.dataset.cbid).toBe('abc-123');
    scripts[0]?.remove();
  });

  it('adds nothing off the production host', () => {
    expect(loadConsentScript({ ...production, hostname: 'localhost', enabled: '1' })).toBe(false);
    expect(document.querySelector(`script[src="${CONSENT_SCRIPT_SRC}"]`)).toBeNull();
  });
});
