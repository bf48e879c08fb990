import { LANGUAGES, SYSTEM_ROLE_SLUGS } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { mailText } from '../mail';
import { renderInviteMail } from './invite-mail';

const vars = {
  inviter: 'Alex',
  company: 'Café Nord',
  role: { slug: 'manager', name: 'Manager', isSystem: true },
};

describe('invitation mail', () => {
  it('has every text in every language, translated rather than copied from English', () => {
    for (const language of LANGUAGES) {
      const text = (key: string) => mailText(language, `invite.${key}`);
      for (const key of ['subject', 'hello', 'body', 'action', 'ignore']) {
        expect(text(key).trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'en')
          expect(text(key), `${language}.${key}`).not.toBe(mailText('en', `invite.${key}`));
      }
      for (const placeholder of ['{{inviter}}', '{{company}}', '{{role}}']) {
        expect(text('body'), `${language}.body`).toContain(placeholder);
      }
      expect(text('subject'), language).toContain('{{inviter}}');
      expect(text('subject'), language).toContain('{{company}}');
      expect(text('body'), language).toContain('7');
      expect(SYSTEM_ROLE_SLUGS.every((slug) => text(`roles.${slug}`).trim() !== '')).toBe(true);
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
