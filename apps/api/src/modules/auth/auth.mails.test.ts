import { LANGUAGES } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { renderAccountMail } from './auth.mails';
import { MAIL_TEXTS } from './mail-texts';

describe('account mails', () => {
  it('has every text in every language, translated rather than copied from English', () => {
    const english = MAIL_TEXTS.en;
    for (const language of LANGUAGES) {
      const texts = MAIL_TEXTS[language];
      for (const [key, value] of Object.entries(texts)) {
        expect(value.trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'en' && key !== 'hello') {
          expect(value, `${language}.${key}`).not.toBe(english[key as keyof typeof english]);
        }
      }
      expect(texts.hello, language).toContain('{name}');
      expect(texts.activateBody, language).toContain('48');
      expect(texts.emailBody, language).toContain('24');
    }
  });

  it('renders a clean HTML and text mail with the link, escaping the name', () => {
    const link = 'https://guestloop.test/user/app/activate?token=abc&x=1';
    const mail = renderAccountMail('activate', 'de', '<b>Jo</b>', link);
    expect(mail.subject).toBe('Aktivieren Sie Ihr Guestloop-Konto');
    expect(mail.text).toContain('Hallo <b>Jo</b>,');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Hallo &lt;b&gt;Jo&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://guestloop.test/user/app/activate?token=abc&amp;x=1"');
    expect(mail.html).not.toContain('<b>Jo</b>');
  });

  it('writes Arabic right to left and uses standard language tags', () => {
    expect(renderAccountMail('reset', 'ar', 'Sami', 'https://x.test').html).toContain('dir="rtl"');
    expect(renderAccountMail('reset', 'ge', 'Nino', 'https://x.test').html).toContain('lang="ka"');
    expect(renderAccountMail('email', 'hv', 'Ana', 'https://x.test').html).toContain('lang="hr"');
  });
});
