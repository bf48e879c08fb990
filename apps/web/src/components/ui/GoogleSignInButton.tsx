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

/** Loads Google Identity Services once per page (reusing a script tag already on it). */
function loadGoogleIdentity(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scriptPromise = undefined;
      script.remove();
      reject(new Error('Google Identity Services failed to load'));
    });
    if (!existing) {
      script.src = GOOGLE_IDENTITY_SCRIPT;
      script.async = true;
      script.defer = true;
      document.head.append(script);
    }
  });
  return scriptPromise;
}

export interface GoogleSignInButtonProps {
  /** What the button says: "Sign in with Google" or "Sign up with Google". */
  mode: 'signin' | 'signup';
  /** Gets the ID token Google hands over; the page posts it (login-, register-, invite-with-google). */
  onCredential: (token: string) => void;
  /** The divider text above the button ("or"). */
  orLabel: string;
  /** Said instead of the button when Google's script cannot load. */
  unavailableLabel: string;
  /** The page's CSS block: renders `<block>__divider`, `<block>__google` and `<block>__note`. */
  block: string;
}

/** Google's own button, shown only when the server has a Google client id (GET /app/settings). */
export function GoogleSignInButton({
  mode,
  onCredential,
  orLabel,
  unavailableLabel,
  block,
}: GoogleSignInButtonProps) {
  const { i18n } = useTranslation();
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
          context: mode,
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
      <div className={`${block}__divider`}>{orLabel}</div>
      {failed ? (
        <p className={`${block}__note`} role="status">
          {unavailableLabel}
        </p>
      ) : (
        <div className={`${block}__google`} ref={container} />
      )}
    </>
  );
}
