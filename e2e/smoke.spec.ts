// The harness itself: the built product answers, serves the SPA, and the local mailbox reads
// what nodemailer (the API's mailer) sends, whatever the encoding.
import nodemailer from 'nodemailer';
import { expect, firstLink, test, uniqueEmail } from './support/fixtures';
import { ENV, fromSetup } from './support/paths';

test('the API is healthy', { tag: '@phone' }, async ({ request }) => {
  const res = await request.get('/api/v1/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('console paths answer the single-page app', { tag: '@phone' }, async ({ request, page }) => {
  const res = await request.get('/user/app/sign-in');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  expect(html).toMatch(/<!doctype html>/i);
  expect(html).toMatch(/<script[^>]+type="module"/);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/user/app/sign-in');
  await expect(page.locator('body')).not.toBeEmpty();
  expect(errors).toEqual([]);
});

test('unknown API routes answer the JSON error body', async ({ request }) => {
  const res = await request.get('/api/v1/no-such-route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
});

test('the mailbox receives and decodes mail sent over SMTP', async ({ mailbox }) => {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: Number(fromSetup(ENV.smtpPort)),
    secure: false,
    ignoreTLS: true,
  });
  const to = uniqueEmail('mailbox');
  const link = `${fromSetup(ENV.baseUrl)}/user/app/activate?token=abc123&lang=ar`;
  await transport.sendMail({
    from: 'Guestloop <no-reply@guestloop.local>',
    to,
    subject: 'Activate — تفعيل الحساب',
    text: `مرحبا\n\nOpen: ${link}`,
    html: `<p dir="rtl">مرحبا ${'و'.repeat(120)}</p><p><a href="${link.replace('&', '&amp;')}">Activate</a></p>`,
  });
  const mail = await mailbox.waitFor({ to, subjectIncludes: 'تفعيل' });
  expect(mail.subject).toBe('Activate — تفعيل الحساب');
  expect(mail.text).toContain('مرحبا');
  expect(mail.html).toContain('و'.repeat(120));
  expect(firstLink(mail, '/user/app/activate')).toBe(link);
  expect(new URL(firstLink(mail, '/user/app/activate')).searchParams.get('token')).toBe('abc123');
});

test('the product mails an activation link in the person’s language', async ({ request, mailbox }) => {
  const email = uniqueEmail('mail-ar');
  const res = await request.post('/api/v1/register', {
    data: { name: 'Layla Haddad', email, password: 'a long enough password', language: 'ar' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const mail = await mailbox.waitFor({ to: email });
  expect(mail.subject).toMatch(/[\u0600-\u06ff]/); // Arabic letters, decoded from the encoded header
  expect(mail.html).toContain('dir="rtl"');
  const link = new URL(firstLink(mail, '/user/app/activate'));
  expect(link.origin).toBe(fromSetup(ENV.baseUrl));
  const token = link.searchParams.get('token');
  expect(token).toBeTruthy();
  const activated = await request.post('/api/v1/activate-user', { data: { token } });
  expect(activated.status(), await activated.text()).toBe(200);
  expect(await activated.json()).toMatchObject({ email, status: 'active' });
});
