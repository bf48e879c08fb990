import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { TLanguage } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslationProviderFrom, type LanguagePair } from '../../providers/translation';
import { createTestApp, type TestApp } from '../../test/app';
import { type Company, newCompany } from '../structure/structure.test-support';
import { makeMenu } from './menus.test-support';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  fast: boolean;
}

/** Per answer whatever path sent it. */
const PER_ANSWER = ['date', 'x-request-id'];

/**
 * A translated menu is answered by the fast path like its snapshot (see the fast path's
 * conformance test): once built, the same bytes and headers as the Fastify route, per language.
 */
describe('the translated public menu on the fast path', () => {
  let t: TestApp;
  let base: string;
  let company: Company;
  let slug: string;
  let fastPathOn = true;
  let lastFast = false;

  beforeAll(async () => {
    const engine = {
      id: 'apertium' as const,
      pairs: async () => new Set<LanguagePair>(['en>es']),
      translate: async (texts: string[], _from: TLanguage, to: TLanguage) => texts.map((x) => `${to}:${x}`),
    };
    t = await createTestApp({}, { providers: { translation: createTranslationProviderFrom([engine]) } });
    const { fastPath } = t.app;
    const handle = fastPath.handle.bind(fastPath);
    fastPath.handle = (req, res) => {
      lastFast = fastPathOn && handle(req, res);
      return lastFast;
    };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    company = await newCompany(t);
    const made = await makeMenu(company.api);
    slug = made.slug;
    await company.api.post(`${made.base}/active`, { isActive: true });
  });
  afterAll(() => t?.close());

  const send = (headers: Record<string, string>, fast = true) =>
    new Promise<Answer>((resolve, reject) => {
      fastPathOn = fast;
      const req = http.request(`${base}/api/v1/online-menu/public/${slug}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            fast: lastFast,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  /** Loads until the fast path answers and `done` holds (the fill job runs in the background). */
  async function fastAnswer(headers: Record<string, string>, done: (answer: Answer) => boolean = () => true) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const answer = await send(headers);
      if ((answer.fast && done(answer)) || Date.now() > deadline) return answer;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const comparable = (answer: Answer) => ({
    status: answer.status,
    headers: Object.fromEntries(Object.entries(answer.headers).filter(([n]) => !PER_ANSWER.includes(n))),
    body: answer.body.toString('base64'),
  });
  const json = (answer: Answer) =>
    JSON.parse(
      (answer.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(answer.body)
        : answer.body
      ).toString(),
    );
  const titleOf = (answer: Answer) => json(answer).categories[0].items[0].title as string;

  it('answers each language’s menu as the route does, with its own entity tag', async () => {
    const spanish = { language: 'es', 'accept-encoding': 'br' };
    const fast = await fastAnswer(spanish, (a) => titleOf(a) === 'es:Flat white');
    expect(fast.fast).toBe(true);
    expect(titleOf(fast)).toBe('es:Flat white');
    const route = await send(spanish, false);
    expect(route.fast).toBe(false);
    expect(comparable(fast)).toEqual(comparable(route));

    const german = await fastAnswer({ language: 'de' });
    expect(german.fast).toBe(true);
    expect(json(german).contentLanguage).toMatchObject({ shown: 'de', translated: 0 });
    expect(comparable(german)).toEqual(comparable(await send({ language: 'de' }, false)));

    const english = await fastAnswer({ language: 'xx' });
    expect(json(english).contentLanguage.shown).toBe('en');
    const etags = new Set([fast, german, english].map((a) => a.headers.etag));
    expect(etags.size).toBe(3);
    const notModified = await send({ language: 'es', 'if-none-match': fast.headers.etag as string });
    expect(notModified).toMatchObject({ status: 304, fast: true });
  });

  it('leaves a language to the route once its translations changed, then answers the new one fast', async () => {
    const spanish = { language: 'es' };
    const before = await fastAnswer(spanish, (a) => titleOf(a) === 'es:Flat white');
    const correction = { source: 'Flat white', from: 'en', to: 'es', text: 'Café con leche' };
    expect((await company.api.post('/translation/correction', correction)).statusCode).toBe(204);
    // Other languages are kept.
    expect((await send({ language: 'de' })).fast).toBe(true);
    // The change reaches the fast path as an event (from the database on PostgreSQL): until
    // then the old page may still be sent. The first answer with the new title is the route's.
    let next = await send(spanish);
    for (const deadline = Date.now() + 5000; titleOf(next) !== 'Café con leche' && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 20));
      next = await send(spanish);
    }
    expect(next.fast).toBe(false);
    expect(titleOf(next)).toBe('Café con leche');
    expect(next.headers.etag).not.toBe(before.headers.etag);
    const again = await fastAnswer(spanish);
    expect(again.fast).toBe(true);
    expect(titleOf(again)).toBe('Café con leche');
  });
});
