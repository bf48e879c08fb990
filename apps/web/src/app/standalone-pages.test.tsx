import fs from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findStandalonePage, type StandalonePage } from '@/lib/standalone-page';
import { standaloneApp } from './standalone-app';
import { standalonePages } from './standalone-pages';

const SRC = path.resolve(__dirname, '..');

/** Every module `entry` imports statically (not `import type`, not `import()`), by file path. */
function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const resolve = (from: string, spec: string): string | null => {
    const base = spec.startsWith('@/')
      ? path.join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(from), spec)
        : null;
    if (!base) return null;
    for (const candidate of [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
      path.join(base, 'index.tsx'),
    ]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    return null;
  };
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    const specs = [
      ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ].map((m) => m[1] as string);
    graph.set(file, specs);
    for (const spec of specs) {
      const next = resolve(file, spec);
      if (next && /\.tsx?$/.test(next)) visit(next);
    }
  };
  visit(entry);
  return graph;
}

describe('guest pages mounted without the router', () => {
  it('are the survey, e-NPS and quiz links', () => {
    for (const kind of ['survey', 'enps', 'quiz']) {
      expect(findStandalonePage(standalonePages, `/user/p/${kind}/linden`)?.params).toEqual({
        slug: 'linden',
      });
    }
    expect(findStandalonePage(standalonePages, '/user/online-menu/linden')).toBeNull();
  });

  it('load no routing code and no icon font on their way to the first screen', () => {
    for (const entry of [
      'app/standalone-app.tsx',
      'features/survey-answering/routes/survey-page.tsx',
      'features/qr-page/routes/qr-page.tsx',
    ]) {
      const graph = staticGraph(path.join(SRC, entry));
      const offenders = [...graph].filter(([, specs]) =>
        specs.some((spec) => spec === 'react-router' || spec.startsWith('primeicons')),
      );
      expect(offenders.map(([file]) => path.relative(SRC, file))).toEqual([]);
      expect(graph.size).toBeGreaterThan(3);
    }
  });

  it('show the page with the app’s providers and its title until the page sets its own', async () => {
    const page: StandalonePage = {
      path: 'user/p/survey/:slug',
      title: 'common:titles.survey',
      load: async () => (params) => <p>Survey {params.slug}</p>,
    };
    render(await standaloneApp(page, { slug: 'linden' }));
    expect(await screen.findByText('Survey linden')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Survey · Guestloop'));
  });
});
