import { describe, expect, it } from 'vitest';

/** Every source file of the app (tests aside), by path. */
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('dialogs', () => {
  it('are all the shared Dialog: Escape, unsaved changes and first focus behave the same everywhere', () => {
    const direct = Object.entries(sources)
      .filter(([path, text]) => path !== './Dialog.tsx' && text.includes("'primereact/dialog'"))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(direct).toEqual([]);
  });
});
