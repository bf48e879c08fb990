import type { TQrInfoBlockFields } from '@guestloop/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SummaryContext {
  /** A location's name by its id (the work-details block names the location it shows). */
  locationName?: (id: string) => string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A booking block's rules in words: "1–10 guests, up to 30 days ahead". */
function bookingRules(
  block: { minPartySize: number; maxPartySize: number; daysAhead: number },
  t: Translate,
): { party: string; ahead: string } {
  const party =
    block.minPartySize === block.maxPartySize
      ? t('summaries.party', { count: block.minPartySize })
      : t('summaries.partyRange', { min: block.minPartySize, max: block.maxPartySize });
  const ahead =
    block.daysAhead === 0 ? t('summaries.todayOnly') : t('summaries.daysAhead', { count: block.daysAhead });
  return { party, ahead };
}

/**
 * A block in a few words for its card's head: its own words, else what it opens. A block that
 * works without being filled in (a waiter call, a form) says what it does; '' means required
 * fields are still empty.
 */
export function blockSummary(block: TQrInfoBlockFields, t: Translate, context: SummaryContext = {}): string {
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
    case 'waiter-call':
    case 'pay-bill':
    case 'sign-up-form':
    case 'sign-in-form':
    case 'forgot-password-form':
      return t(`summaries.${block.type}`);
    case 'booking-restaurant-table':
    case 'booking-restaurant-table-form':
      return t(`summaries.${block.type}`, bookingRules(block, t));
    case 'location-work-details': {
      const location = block.locationId ? context.locationName?.(block.locationId) : undefined;
      return location ? t('summaries.workDetailsOf', { location }) : t('summaries.location-work-details');
    }
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
