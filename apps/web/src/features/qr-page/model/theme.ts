import { qrInfoButtonStyle, type TQrInfoPublic } from '@guestloop/contracts';
import type { CSSProperties } from 'react';

const COLOR = /^#[0-9a-f]{6}$/i;

/** The widest copy up to `width` pixels of a resolved image (else its original). */
function imageUpTo(image: NonNullable<TQrInfoPublic['theme']['backgroundImage']>, width: number): string {
  const widths = Object.keys(image.variants)
    .map(Number)
    .filter((w) => Number.isFinite(w) && w > 0)
    .sort((a, b) => a - b);
  const fit = widths.filter((w) => w <= width).at(-1) ?? widths[0];
  return fit === undefined ? image.src : (image.variants[String(fit)] ?? image.src);
}

/**
 * The page's look as CSS custom properties (components/qr-page.css reads them). A colour that is
 * not `#rrggbb` is left out, and the stylesheet's default shows instead.
 */
export function themeStyle(theme: TQrInfoPublic['theme']): CSSProperties {
  const style: Record<string, string> = {};
  const colors = {
    '--qp-bg': theme.backgroundColor,
    '--qp-text': theme.textColor,
    '--qp-button': theme.buttonColor,
    '--qp-button-text': theme.buttonTextColor,
  };
  for (const [name, value] of Object.entries(colors)) if (COLOR.test(value)) style[name] = value;
  if (theme.backgroundImage) {
    style['--qp-bg-image'] = `url(${JSON.stringify(imageUpTo(theme.backgroundImage, 1600))})`;
  }
  return style as CSSProperties;
}

/** The class of the buttons' look; filled when the page names none we know. */
export function buttonStyleClass(theme: TQrInfoPublic['theme']): string {
  return `qp--${qrInfoButtonStyle(theme.buttonStyle)}`;
}
