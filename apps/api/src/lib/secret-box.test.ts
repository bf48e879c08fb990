import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretsKey } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('sk_test_123');
    expect(box.open(a)).toBe('sk_test_123');
    expect(box.seal('sk_test_123')).not.toBe(a);
    expect(a).not.toContain('sk_test');
  });

  it('refuses a changed value and another key', () => {
    const sealed = box.seal('whsec_abc');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('makes a key once in the data folder and reads it back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-keys-'));
    const first = loadSecretsKey(undefined, dir);
    expect(first.length).toBe(32);
    expect(loadSecretsKey(undefined, dir).equals(first)).toBe(true);
    expect((fs.statSync(path.join(dir, 'secrets.key')).mode & 0o777).toString(8)).toBe('600');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
