import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApertiumEngine, findRoute, stripApertiumMarks } from './apertium';
import { startApertium } from './apertium.test-support';
import { createTranslationProviderFrom } from './provider';
import { type TranslationEngine, TranslationEngineError, type TranslationProvider } from './types';

describe('Apertium routes and marks', () => {
  const graph = new Map([
    ['eng', new Set(['spa'])],
    ['spa', new Set(['eng', 'eng_US', 'ita'])],
    ['ita', new Set(['spa'])],
    ['slv', new Set(['hbs', 'hbs_HR'])],
  ]);

  it('goes direct where a pair exists, in the preferred variant, else through one language between', () => {
    expect(findRoute(graph, 'es', 'en')).toEqual(['spa', 'eng']);
    expect(findRoute(graph, 'sl', 'hv')).toEqual(['slv', 'hbs_HR']);
    expect(findRoute(graph, 'it', 'en')).toEqual(['ita', 'spa', 'eng']);
    expect(findRoute(graph, 'en', 'it')).toEqual(['eng', 'spa', 'ita']);
    expect(findRoute(graph, 'en', 'de')).toBeUndefined();
  });

  it('takes off the marks of words Apertium could not handle, but not marks the source writes', () => {
    expect(stripApertiumMarks('La Sopa #ser @rece y *xyzzy', 'Supa este rece')).toBe(
      'La Sopa ser rece y xyzzy',
    );
    expect(stripApertiumMarks('Oferta #venta en a@b.com', 'Offer #sale at a@b.com')).toBe(
      'Oferta #venta en a@b.com',
    );
  });
});

describe('Apertium APY (the real server)', () => {
  let apertium: Awaited<ReturnType<typeof startApertium>>;
  let engine: TranslationEngine;
  let provider: TranslationProvider;

  beforeAll(async () => {
    apertium = await startApertium();
    engine = createApertiumEngine({ url: apertium.url });
    provider = createTranslationProviderFrom([engine]);
  });
  afterAll(async () => {
    await apertium?.stop();
  });

  it('lists the installed pairs and the two-hop routes between them in the product’s codes', async () => {
    const pairs = await engine.pairs();
    for (const pair of ['en>es', 'es>en', 'ru>uk', 'uk>ru', 'it>en', 'en>it', 'fr>en', 'ro>en'] as const)
      expect(pairs).toContain(pair);
    expect(pairs).not.toContain('en>de');
  });

  it('translates English into Spanish', async () => {
    const [result] = await provider.translateMany(['The soup is cold'], 'en', 'es');
    expect(result?.engine).toBe('apertium');
    expect(result?.text).toContain('sopa');
  });

  it('translates Russian into Ukrainian', async () => {
    const [result] = await provider.translateMany(['Суп холодный'], 'ru', 'uk');
    expect(result).toEqual({ text: 'Суп холодний', engine: 'apertium' });
  });

  it('translates Italian into English through Spanish', async () => {
    const [result] = await provider.translateMany(['Il brodo è freddo'], 'it', 'en');
    expect(result?.engine).toBe('apertium');
    expect(result?.text.toLowerCase()).toContain('broth is cold');
  });

  it('leaves no marks of unknown or ungenerated words', async () => {
    const [unknown] = await provider.translateMany(['The xyzzy soup'], 'en', 'es');
    const [romanian] = await provider.translateMany(['Supa este rece și pâinea este caldă'], 'ro', 'es');
    expect(unknown?.text).toContain('xyzzy');
    expect(unknown?.text).not.toMatch(/[*#@]/);
    expect(romanian?.text).toContain('Sopa');
    expect(romanian?.text).not.toMatch(/[*#@]/);
  });

  it('keeps blank texts and the white space around a text as they were', async () => {
    const results = await provider.translateMany(['', '  \n', '\nThe soup is cold.  ', 'Bread'], 'en', 'es');
    expect(results.map((r) => r.engine)).toEqual(['apertium', 'apertium', 'apertium', 'apertium']);
    expect(results[0]?.text).toBe('');
    expect(results[1]?.text).toBe('  \n');
    expect(results[2]?.text).toMatch(/^\nLa sopa .*\. {2}$/);
    expect(results[3]?.text).toBe('Pan');
  });

  it('gives the originals with no engine for a pair it does not cover', async () => {
    expect(await provider.translateMany(['The soup is cold'], 'en', 'de')).toEqual([
      { text: 'The soup is cold', engine: null },
    ]);
  });

  it('throws a retryable engine error when APY cannot be reached', async () => {
    const unreachable = createTranslationProviderFrom([createApertiumEngine({ url: 'http://127.0.0.1:9' })]);
    const error = await unreachable.translateMany(['The soup is cold'], 'en', 'es').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationEngineError);
    expect(error).toMatchObject({ engine: 'apertium', retryable: true, status: undefined });
  });
});
