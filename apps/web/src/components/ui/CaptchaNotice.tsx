import { Trans } from 'react-i18next';

/**
 * The notice Google asks for when the reCAPTCHA badge is hidden (it is, see styles/base.css):
 * put it under every form that sends a captcha token.
 */
export function CaptchaNotice() {
  return (
    <p className="gl-captcha-notice">
      <Trans
        ns="common"
        i18nKey="captcha.notice"
        components={{
          // biome-ignore lint/a11y/useAnchorContent: Trans fills in the link text.
          privacy: <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer" />,
          // biome-ignore lint/a11y/useAnchorContent: Trans fills in the link text.
          terms: <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer" />,
        }}
      />
    </p>
  );
}
