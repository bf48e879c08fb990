import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function makeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>'.repeat(500)}`);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  fs.writeFileSync(path.join(dir, 'assets/logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeBuild();
    t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the precompressed file the client accepts, cached for a year', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the page policy with pages and SVGs only, not with every script, style and font', async () => {
    const script = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    const svg = await get('/assets/logo-abc123.svg');
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
    const page = await get('/user/p/survey/x');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A path that only looks like a script outside the build's folder is a page.
    const lookalike = await get('/user/app/x.js');
    expect(lookalike.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('revalidates files that are not hashed and never serves the encoded siblings by name', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['cache-control']).toBe('no-cache');
    const sibling = await get('/assets/app-abc123.js.br');
    expect(sibling.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers index.html compressed for client routes, and 404 JSON under /api', async () => {
    const page = await get('/user/online-menu/some-menu', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>x</title>');
    expect((await get('/api/v1/nothing')).json().code).toBe('ROUTE_NOT_FOUND');
  });
});
