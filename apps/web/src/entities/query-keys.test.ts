import { describe, expect, it } from 'vitest';

/** Every feature's code as text (tests aside), by path under src/features. */
const sources = import.meta.glob<string>(['../features/**/*.{ts,tsx}', '!../features/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const featureOf = (path: string) => path.split('/')[2] ?? '';

describe('query keys across features', () => {
  it('no feature writes down another feature’s query key: shared server data goes through src/entities', () => {
    const features = new Set(Object.keys(sources).map(featureOf));
    expect(features.size).toBeGreaterThan(5);
    const offences: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/queryKey:\s*\[\s*['"]([\w-]+)['"]/g)) {
        const root = match[1] ?? '';
        if (features.has(root) && root !== featureOf(path)) offences.push(`${path}: ${match[0]}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
