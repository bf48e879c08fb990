import { useTranslation } from 'react-i18next';
import { GoogleSignInButton, type GoogleSignInButtonProps } from '@/components/ui';

/** The sign-in and register pages' Google button, with the auth pages' words and look. */
export function AuthGoogleButton({
  mode,
  onCredential,
}: Pick<GoogleSignInButtonProps, 'mode' | 'onCredential'>) {
  const { t } = useTranslation('auth');
  return (
    <GoogleSignInButton
      mode={mode}
      onCredential={onCredential}
      orLabel={t('common.or')}
      unavailableLabel={t('google.unavailable')}
      block="gl-auth"
    />
  );
}
