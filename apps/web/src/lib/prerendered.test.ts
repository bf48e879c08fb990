import { describe, expect, it } from 'vitest';
import { loadFullStyles } from './prerendered';

const link = (href: string, attributes: string) => `<link rel="stylesheet" href="${href}" ${attributes}>`;

describe('the whole stylesheets of a page whose head holds its first screen’s rules', () => {
  it('are enabled, and the app waits until each has loaded or failed', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = [
      link('/assets/index.css', 'disabled data-full-styles'),
      link('/assets/survey.css', 'disabled data-full-styles'),
      // A route stylesheet of a page inlined whole: it stays as it is.
      link('/assets/menu.css', 'disabled'),
    ].join('');
    let done = false;
    const loaded = loadFullStyles(doc).then(() => {
      done = true;
    });
    const [index, survey, menu] = [...doc.querySelectorAll('link')];
    expect(index?.hasAttribute('disabled')).toBe(false);
    expect(survey?.hasAttribute('disabled')).toBe(false);
    expect(menu?.hasAttribute('disabled')).toBe(true);

    index?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    survey?.dispatchEvent(new Event('error'));
    await loaded;
    expect(done).toBe(true);
  });

  it('are nothing to wait for on any other page', async () => {
    await expect(loadFullStyles(document.implementation.createHTMLDocument('page'))).resolves.toBeUndefined();
  });
});
