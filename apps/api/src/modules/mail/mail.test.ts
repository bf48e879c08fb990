import { LANGUAGES } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { mailText, renderProductMail } from './index';

const notice = (language: string, name: string) =>
  renderProductMail({
    to: 'owner@example.com',
    language,
    template: 'registrationAttempt',
    vars: {
      name,
      signInLink: 'https://guestloop.test/user/app/sign-in?email=o%2B1%40example.com&x=1',
      resetLink: 'https://guestloop.test/user/app/forgot-password?email=o%2B1%40example.com',
    },
  });

describe('product mail layout', () => {
  it('writes Arabic right to left on the page and on the card, other languages left to right', () => {
    const arabic = notice('ar', 'Sami').html;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toMatch(/<div dir="rtl" style="max-width:520px/);
    expect(arabic).toContain(mailText('ar', 'registrationAttempt.body'));
    expect(notice('de', 'Jo').html).toMatch(/<div dir="ltr" style="max-width:520px/);
    expect(notice('ge', 'Nino').html).toContain('lang="ka"');
  });

  it('escapes every value in the HTML and keeps it as typed in the plain text', () => {
    const name = `<img src=x onerror="alert('x')"> & co`;
    const mail = notice('en', name);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co,');
    expect(mail.html).toContain(
      'href="https://guestloop.test/user/app/sign-in?email=o%2B1%40example.com&amp;x=1"',
    );
    expect(mail.text).toContain(`Hello ${name},`);

    const invite = renderProductMail({
      to: 'mia@example.com',
      language: 'en',
      template: 'invite',
      vars: {
        inviter: '</title><script>x</script>',
        company: 'A "B"',
        role: 'Manager',
        link: 'https://x.test/i',
      },
    });
    expect(invite.html).not.toContain('<script>');
    expect(invite.html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt; invited you to join A &quot;B&quot;',
    );
    expect(invite.subject).toBe('</title><script>x</script> invited you to join A "B" on Guestloop');
  });

  it('gives the owner of a taken address a sign-in button and a new-password link, in plain text too', () => {
    const mail = notice('en', 'Ann');
    expect(mail.subject).toBe('Someone tried to create a Guestloop account with your address');
    expect(mail.text).toContain(
      'Sign in: https://guestloop.test/user/app/sign-in?email=o%2B1%40example.com&x=1',
    );
    expect(mail.text).toContain(
      'Choose a new password: https://guestloop.test/user/app/forgot-password?email=o%2B1%40example.com',
    );
    expect(mail.text.endsWith('— Guestloop')).toBe(true);
    expect(mail.html.indexOf('>Sign in</a>')).toBeLessThan(mail.html.indexOf('>Choose a new password</a>'));
  });

  it('has the notice in every language, translated rather than copied from English', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const key of ['subject', 'body', 'action', 'resetAction', 'ignore']) {
        const text = mailText(language, `registrationAttempt.${key}`);
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(text, `${language}.${key}`).not.toBe(mailText('en', `registrationAttempt.${key}`));
      }
    }
  });

  it('writes a language the product does not know in English', () => {
    expect(notice('xx', 'Ann').subject).toBe(mailText('en', 'registrationAttempt.subject'));
  });
});
