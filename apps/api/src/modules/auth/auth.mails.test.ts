import { LANGUAGES } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { mailText, renderProductMail } from '../mail';

const ACCOUNT_KEYS = ['hello', 'ignore', 'fallback'].concat(
  ['activate', 'reset', 'email'].flatMap((kind) => ['subject', 'body', 'action'].map((k) => `${kind}.${k}`)),
);
const accountMail = (
  template: 'activate' | 'reset' | 'email',
  language: string,
  name: string,
  link: string,
) => renderProductMail({ to: 'x@example.com', language, template, vars: { name, link } });

describe('account mails', () => {
  it('has every text in every language, translated rather than copied from English', () => {
    for (const language of LANGUAGES) {
      for (const key of ACCOUNT_KEYS) {
        const value = mailText(language, key);
        expect(value.trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'en' && key !== 'hello') {
          expect(value, `${language}.${key}`).not.toBe(mailText('en', key));
        }
      }
      expect(mailText(language, 'hello'), language).toContain('{{name}}');
      expect(mailText(language, 'activate.body'), language).toContain('48');
      expect(mailText(language, 'email.body'), language).toContain('24');
    }
  });

  it('renders a clean HTML and text mail with the link, escaping the name', () => {
    const link = 'https://guestloop.test/user/app/activate?token=abc&x=1';
    const mail = accountMail('activate', 'de', '<b>Jo</b>', link);
    expect(mail.subject).toBe('Aktivieren Sie Ihr Guestloop-Konto');
    expect(mail.text).toContain('Hallo <b>Jo</b>,');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Hallo &lt;b&gt;Jo&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://guestloop.test/user/app/activate?token=abc&amp;x=1"');
    expect(mail.html).not.toContain('<b>Jo</b>');
  });

  it('writes Arabic right to left and uses standard language tags', () => {
    expect(accountMail('reset', 'ar', 'Sami', 'https://x.test').html).toContain('dir="rtl"');
    expect(accountMail('reset', 'ge', 'Nino', 'https://x.test').html).toContain('lang="ka"');
    expect(accountMail('email', 'hv', 'Ana', 'https://x.test').html).toContain('lang="hr"');
  });
});
