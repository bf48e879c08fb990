import type { TQrInfoBlockFields } from '@guestloop/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A block in a few words for its card's head: its own words, else what it opens. */
export function blockSummary(block: TQrInfoBlockFields, t: Translate): string {
  const fields = block as Record<string, unknown>;
  const own = text(fields.label) || text(fields.title) || text(fields.name);
  if (own) return own;
  switch (block.type) {
    case 'text':
      return text(block.html.replace(/<[^>]*>/g, ' ')).slice(0, 80);
    case 'social-buttons':
      return block.links.map((link) => t(`networks.${link.network}`)).join(', ');
    case 'social-button':
      return t(`networks.${block.network}`);
    case 'wifi':
      return block.ssid;
    case 'menu-link':
      return block.menuSlug;
    case 'csat-link':
      return block.metricSlug;
    case 'survey-form':
      return block.surveySlug;
    default:
      return (
        text(fields.url) ||
        text(fields.phone) ||
        text(fields.email) ||
        text(fields.address) ||
        text(fields.video)
      );
  }
}
