import { qrInfoButtonStyle, type TLanguage, type TQrInfoPublic } from '@guestloop/contracts';
import { guestFrameMarkup } from '../../lib/prerender/guest-frame';
import { attrs, escapeHtml as e } from '../../lib/prerender/html';
import type { Translate } from '../../lib/prerender/language';

/**
 * The first screen of a QR page as the web app draws it (apps/web/src/features/qr-page:
 * routes/qr-page.tsx, components/page-header.tsx, block-list.tsx, blocks/text-block.tsx,
 * link-blocks.tsx, link-button.tsx), with the same elements and classes, so the page paints from
 * its HTML and the app takes over without a visible change. The blocks are written from the top
 * while they are text or links; the rest, and the icons, are drawn once the app runs.
 */

type Block = TQrInfoPublic['blocks'][number];
const LINK_TYPES = new Set(['url-button', 'order-external-link', 'booking-url', 'csat-link', 'menu-link']);
const COLOR = /^#[0-9a-f]{6}$/i;

interface Context {
  page: TQrInfoPublic;
  language: TLanguage;
  t: Translate;
  /** The site's own origin: a link elsewhere opens in a new tab. */
  origin: string;
}

function imageUpTo(image: NonNullable<TQrInfoPublic['theme']['backgroundImage']>, width: number): string {
  const widths = Object.keys(image.variants)
    .map(Number)
    .filter((w) => Number.isFinite(w) && w > 0)
    .sort((a, b) => a - b);
  const fit = widths.filter((w) => w <= width).at(-1) ?? widths[0];
  return fit === undefined ? image.src : (image.variants[String(fit)] ?? image.src);
}

/** The page's colours as custom properties (features/qr-page/model/theme.ts). */
function themeStyle(theme: TQrInfoPublic['theme']): string {
  const colors: [string, string][] = [
    ['--qp-bg', theme.backgroundColor],
    ['--qp-text', theme.textColor],
    ['--qp-button', theme.buttonColor],
    ['--qp-button-text', theme.buttonTextColor],
  ];
  const style = colors.filter(([, value]) => COLOR.test(value)).map(([name, value]) => `${name}:${value}`);
  if (theme.backgroundImage)
    style.push(`--qp-bg-image:url(${JSON.stringify(imageUpTo(theme.backgroundImage, 1600))})`);
  return style.join(';');
}

function opensNewTab(href: string, origin: string): boolean {
  if (href.startsWith('//')) return true;
  if (!/^https?:/i.test(href)) return false;
  try {
    return new URL(href).origin !== origin;
  } catch {
    return false;
  }
}

function linkBlock(
  block: Extract<
    Block,
    { type: 'url-button' | 'order-external-link' | 'booking-url' | 'csat-link' | 'menu-link' }
  >,
  { t, origin }: Context,
) {
  if (!block.href) return '';
  const own = 'label' in block ? block.label?.trim() : '';
  const label =
    own ||
    (block.type === 'csat-link'
      ? t('guest-qr:csat.label')
      : block.type === 'menu-link'
        ? t('guest-qr:menu.label')
        : t('guest-qr:link.open'));
  const newTab = opensNewTab(block.href, origin);
  const hint = newTab ? ` <span class="gl-visually-hidden">${e(t('guest-qr:link.newTab'))}</span>` : '';
  return `<a${attrs({ class: 'qp-button', href: block.href, ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}) })}><span class="qp-button__icon"></span><span class="qp-button__label">${e(label)}</span>${hint}</a>`;
}

/** The blocks from the top while the server can write them. */
function firstBlocks(context: Context): string {
  const out: string[] = [];
  for (const block of context.page.blocks) {
    let inner: string | null = null;
    if (block.type === 'text') inner = `<div class="qp-card qp-text" dir="auto">${block.html}</div>`;
    else if (LINK_TYPES.has(block.type)) inner = linkBlock(block as Parameters<typeof linkBlock>[0], context);
    if (inner === null) break;
    if (inner) out.push(`<div class="qp-block qp-block--${block.type}">${inner}</div>`);
  }
  return out.length ? `<div class="qp-blocks">${out.join('')}</div>` : '';
}

/** The page's first screen, inside the root element. */
export function qrPageMarkup(context: Context): string {
  const { page, t } = context;
  const table = page.table
    ? `<p class="qp-header__table">${e(t('guest-qr:header.table', { name: page.table.name }))}</p>`
    : '';
  const header = `<header class="qp-header"><h1 class="qp-header__title" dir="auto">${e(page.title)}</h1>${table}</header>`;
  const style = qrInfoButtonStyle(page.theme.buttonStyle);
  return guestFrameMarkup(
    context,
    `${header}${firstBlocks(context)}`,
    (frame) =>
      `<div${attrs({ class: `qp qp--${style}${page.theme.backgroundImage ? ' qp--image' : ''}`, style: themeStyle(page.theme) })}>${frame}</div>`,
  );
}
