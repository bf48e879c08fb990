import { useTranslation } from 'react-i18next';

const COMMON = /^(?:password|passwort|qwerty|azerty|123456|111111|iloveyou|admin|welcome|letmein)/i;

/** A rough strength score from 1 (weak) to 4 (strong); 0 for an empty password. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length < 8 || COMMON.test(password) || /^(.)\1+$/.test(password)) return 1;
  let score = password.length >= 16 ? 3 : 2;
  if (kinds >= 3) score += 1;
  if (kinds <= 1 && password.length < 12) score -= 1;
  return Math.max(1, Math.min(4, score)) as 1 | 2 | 3 | 4;
}

const LEVELS = ['', 'weak', 'fair', 'good', 'strong'] as const;

/** The strength meter shown as the hint of a new password (read with the field, not on each key). */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const level = passwordStrength(password);
  return (
    <span className="gl-strength" data-level={level} style={{ display: 'block' }}>
      <span className="gl-strength__bars" aria-hidden="true">
        <span className="gl-strength__bar" />
        <span className="gl-strength__bar" />
        <span className="gl-strength__bar" />
        <span className="gl-strength__bar" />
      </span>
      {level > 0 ? (
        <span style={{ display: 'block' }}>
          {t('password.strength', { level: t(`password.levels.${LEVELS[level]}`) })}
        </span>
      ) : null}
      <span style={{ display: 'block' }}>{t('hints.password')}</span>
    </span>
  );
}
