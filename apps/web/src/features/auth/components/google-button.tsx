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

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let scriptPromise: Promise<void> | undefined;

/** Loads Google Identity Services once per page. */
function loadGoogleIdentity(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = undefined;
      script.remove();
      reject(new Error('Google Identity Services failed to load'));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

export interface GoogleButtonProps {
  /** What the button says: "Sign in with Google" or "Sign up with Google". */
  mode: 'signin' | 'signup';
  onCredential: (token: string) => void;
}

/**
 * Google's own button, shown only when the server has a Google client id (GET /app/settings).
 * The ID token it hands over is posted by the page (login-with-google / register-with-google).
 */
export function GoogleButton({ mode, onCredential }: GoogleButtonProps) {
  const { t, i18n } = useTranslation('auth');
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
        const id = window.google?.accounts?.id;
        const parent = container.current;
        if (cancelled || !id || !parent) return;
        id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          context: mode === 'signup' ? 'signup' : 'signin',
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
        });
        parent.replaceChildren();
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text: mode === 'signup' ? 'signup_with' : 'signin_with',
          logo_alignment: 'left',
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
  }, [clientId, mode, locale]);

  if (!clientId) return null;
  return (
    <>
      <div className="gl-auth__divider">{t('common.or')}</div>
      {failed ? (
        <p className="gl-auth__note" role="status">
          {t('google.unavailable')}
        </p>
      ) : (
        <div className="gl-auth__google" ref={container} />
      )}
    </>
  );
}
