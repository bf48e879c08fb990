import Beasties from 'beasties';
import { styleElement } from './html';

/**
 * A pre-rendered page's first screen paints sooner with only the rules it uses in the head: a
 * guest's phone then matches and lays out a few dozen rules instead of every screen's. The whole
 * stylesheets come as disabled links the app enables before it takes over (template.ts).
 * Beasties (a kept critical-CSS library) matches each rule against the markup; rules of states
 * (`:hover`, `:checked`), media queries and the keyframes in use are kept with their element.
 */
const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: true,
  keyframes: 'critical',
  compress: true,
  logLevel: 'silent',
});

/** The rules of `stylesheets` (in cascade order) that the first screen's markup uses. */
export async function firstScreenCss(
  stylesheets: readonly string[],
  markup: string,
  htmlAttributes: string,
): Promise<string> {
  const head = stylesheets.map(styleElement).join('');
  const document = `<!doctype html><html ${htmlAttributes}><head>${head}</head><body><div id="root">${markup}</div></body></html>`;
  const pruned = await beasties.process(document);
  return [...pruned.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}
