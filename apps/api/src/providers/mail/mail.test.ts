import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createMailProvider } from './index';

describe('mail provider', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('writes an .eml file under DATA_DIR/mail when no SMTP server is set', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gl-mail-'));
    dirs.push(dataDir);
    const mail = createMailProvider(testConfig({ DATA_DIR: dataDir }));
    expect(mail.kind).toBe('file');
    await mail.sendMail({
      to: 'ann@example.com',
      subject: 'Привіт',
      text: 'Link: https://x.test/a',
      html: '<p>Hi</p>',
    });
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: ann@example.com');
    expect(eml).toContain('From: Guestloop <no-reply@guestloop.local>');
    expect(eml).toContain('Subject: =?UTF-8?');
    expect(eml).toContain('text/html');
  });

  it('keeps writing mail after its folder was removed', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gl-mail-'));
    dirs.push(dataDir);
    const mail = createMailProvider(testConfig({ DATA_DIR: dataDir }));
    const message = { to: 'ann@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    await mail.sendMail(message);
    await rm(path.join(dataDir, 'mail'), { recursive: true, force: true });
    await mail.sendMail({ ...message, subject: 'Again' });
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8')).toContain('Subject: Again');
  });

  it('uses SMTP when SMTP_URL is set', () => {
    expect(createMailProvider(testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).kind).toBe('smtp');
  });
});
