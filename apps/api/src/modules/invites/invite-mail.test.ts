import { LANGUAGES } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { renderInviteMail } from './invite-mail';
import { INVITE_MAIL_TEXTS } from './invite-mail-texts';

const vars = {
  inviter: 'Alex',
  company: 'Café Nord',
  role: { slug: 'manager', name: 'Manager', isSystem: true },
};

describe('invitation mail', () => {
  it('has every text in every language, translated rather than copied from English', () => {
    const english = INVITE_MAIL_TEXTS.en;
    for (const language of LANGUAGES) {
      const texts = INVITE_MAIL_TEXTS[language];
      for (const key of ['subject', 'hello', 'body', 'action', 'fallback', 'ignore'] as const) {
        expect(texts[key].trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'en') expect(texts[key], `${language}.${key}`).not.toBe(english[key]);
      }
      for (const placeholder of ['{inviter}', '{company}', '{role}']) {
        expect(texts.body, `${language}.body`).toContain(placeholder);
      }
      expect(texts.subject, language).toContain('{inviter}');
      expect(texts.subject, language).toContain('{company}');
      expect(texts.body, language).toContain('7');
      expect(Object.values(texts.roles).every((name) => name.trim() !== '')).toBe(true);
    }
  });

  it('names built-in roles in the mail language unless the company renamed them', () => {
    expect(renderInviteMail('de', vars, 'https://x.test/i').text).toContain('als Manager beizutreten');
    expect(renderInviteMail('uk', vars, 'https://x.test/i').text).toContain('з роллю «Менеджер»');
    const renamed = { ...vars, role: { ...vars.role, name: 'Shift boss' } };
    expect(renderInviteMail('uk', renamed, 'https://x.test/i').text).toContain('«Shift boss»');
    const custom = { ...vars, role: { slug: 'manager', name: 'Manager', isSystem: false } };
    expect(renderInviteMail('fr', custom, 'https://x.test/i').text).toContain('en tant que Manager');
  });

  it('escapes names in the HTML, keeps the link, and writes Arabic right to left', () => {
    const link = 'https://guestloop.test/user/app/invite/abc?x=1&y=2';
    const mail = renderInviteMail('en', { ...vars, inviter: '<b>Jo</b> $& co' }, link);
    expect(mail.subject).toBe('<b>Jo</b> $& co invited you to join Café Nord on Guestloop');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('&lt;b&gt;Jo&lt;/b&gt; $&amp; co invited you');
    expect(mail.html).toContain('href="https://guestloop.test/user/app/invite/abc?x=1&amp;y=2"');
    expect(mail.html).not.toContain('<b>Jo</b>');
    expect(renderInviteMail('ar', vars, link).html).toContain('dir="rtl"');
    expect(renderInviteMail('ge', vars, link).html).toContain('lang="ka"');
  });
});
