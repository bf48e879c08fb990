import { INTL_LOCALES, type TLanguage } from '@guestloop/contracts';

/** "471 KB", "2.4 MB" in the UI language (units from Intl). */
export function formatBytes(bytes: number, language: TLanguage): string {
  const locale = INTL_LOCALES[language];
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0,
  }).format(value);
}

/** "1280 × 960", or null for images without pixel sizes (SVG). */
export function formatDimensions(image: { width: number | null; height: number | null }): string | null {
  return image.width && image.height ? `${image.width} × ${image.height}` : null;
}

/** The absolute address of a public file (for copying and sharing). */
export function absoluteUrl(src: string): string {
  try {
    return new URL(src, window.location.origin).href;
  } catch {
    return src;
  }
}

/** The short type name: "JPEG", "SVG+XML" → "SVG". */
export function typeLabel(contentType: string): string {
  return (contentType.split('/')[1] ?? contentType).replace('+xml', '').toUpperCase();
}
