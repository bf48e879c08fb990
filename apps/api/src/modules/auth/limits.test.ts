import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { authClient, type Mailbox, startMailbox } from './auth.test-support';

describe('rate limits on sign-in and mail-sending calls', () => {
  let t: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('refuses the 6th sign-in attempt within a minute for the same address and IP', async () => {
    const attacker = authClient(t.app, mailbox, '10.2.0.1');
    await attacker.activeAccount('target@example.com', 'right password');
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post('/login', { email: 'target@example.com', password: `guess ${i}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    const sixth = await attacker.post('/login', { email: 'Target@example.com', password: 'right password' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');

    // Another address from the same IP, and the same address from another IP, still get through.
    const other = await attacker.post('/login', { email: 'someone@example.com', password: 'whatever' });
    expect(other.statusCode).toBe(401);
    const owner = authClient(t.app, mailbox, '10.2.0.2');
    expect(
      (await owner.post('/login', { email: 'target@example.com', password: 'right password' })).statusCode,
    ).toBe(200);
  });

  it('does not count bad bodies', async () => {
    const client = authClient(t.app, mailbox, '10.2.0.3');
    for (let i = 0; i < 6; i++) {
      expect((await client.post('/login', { email: 'x@example.com' })).statusCode).toBe(400);
    }
    expect((await client.post('/login', { email: 'x@example.com', password: 'p' })).statusCode).toBe(401);
  });

  it('limits one IP trying many addresses', async () => {
    const client = authClient(t.app, mailbox, '10.2.0.4');
    for (let i = 0; i < 20; i++) {
      expect((await client.post('/login', { email: `user${i}@example.com`, password: 'p' })).statusCode).toBe(
        401,
      );
    }
    const res = await client.post('/login', { email: 'user20@example.com', password: 'p' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('limits reset mails and activation resends per address', async () => {
    const client = authClient(t.app, mailbox, '10.2.0.5');
    for (const url of ['/reset-password-email-send', '/confirm-email-resend']) {
      for (let i = 0; i < 5; i++) {
        expect((await client.post(url, { email: 'flood@example.com' })).statusCode).toBe(200);
      }
      const sixth = await client.post(url, { email: 'flood@example.com' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe('RATE_LIMITED');
    }
  });

  it('limits registrations per address', async () => {
    const client = authClient(t.app, mailbox, '10.2.0.6');
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/register', {
        name: 'R',
        email: 'reg@example.com',
        password: 'secret-pass',
      });
      expect(res.statusCode).toBe(200); // a taken address answers like a new one
    }
    const sixth = await client.post('/register', {
      name: 'R',
      email: 'reg@example.com',
      password: 'secret-pass',
    });
    expect(sixth.json().code).toBe('RATE_LIMITED');
  });
});
