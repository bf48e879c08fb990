import { CaptchaNotice } from '@/components/ui';
import { useAppSettings } from '@/lib/captcha';

/** Google's notice under a form that sends a captcha token — only when captcha is switched on. */
export function CaptchaHint() {
  const { data: settings } = useAppSettings();
  return settings?.recaptchaSiteKey ? <CaptchaNotice /> : null;
}
