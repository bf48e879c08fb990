import { INTL_LOCALES, isLanguage } from '@guestloop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@/lib/captcha';

interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}

type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleIdentity } } };

const SCRIPT = 'https://accounts.google.com/gsi/client';
let scriptPromise: Promise<void> | undefined;

function loadGoogleIdentity(): Promise<void> {
  if ((window as GoogleWindow).google?.accounts?.id) return Promise.resolve();
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scriptPromise = undefined;
      script.remove();
      reject(new Error('Google Identity Services failed to load'));
    });
    if (!existing) {
      script.src = SCRIPT;
      script.async = true;
      document.head.append(script);
    }
  });
  return scriptPromise;
}

/**
 * "Sign up with Google", shown only when the server has a Google client id (GET /app/settings);
 * the ID token it hands over is posted to /invite-with-google/{code} by the page.
 */
export function GoogleButton({ onCredential }: { onCredential: (token: string) => void }) {
  const { t, i18n } = useTranslation('invites');
  const { data: settings } = useAppSettings();
  const clientId = settings?.googleClientId ?? null;
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);
  const locale = isLanguage(i18n.language) ? INTL_LOCALES[i18n.language] : 'en';

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then(() => {
        const id = (window as GoogleWindow).google?.accounts?.id;
        const parent = container.current;
        if (cancelled || !id || !parent) return;
        id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          context: 'signup',
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
        });
        parent.replaceChildren();
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signup_with',
          width: Math.min(400, Math.max(200, parent.offsetWidth || 320)),
          locale,
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, locale]);

  if (!clientId) return null;
  return (
    <>
      <div className="gl-invite__divider">{t('form.or')}</div>
      {failed ? (
        <p className="gl-invite__note" role="status">
          {t('form.googleUnavailable')}
        </p>
      ) : (
        <div className="gl-invite__google" ref={container} />
      )}
    </>
  );
}
