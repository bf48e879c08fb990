import type { TQrInfoBlock, TQrInfoBlockType, TQrInfoLocationBlock } from '@guestloop/contracts';

/** A new id for a block (the API takes ids it has never seen as new blocks). */
export function newBlockId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const booking = { label: '', minPartySize: 1, maxPartySize: 10, daysAhead: 30, note: '' };
const accountForm = { title: '', text: '', buttonLabel: '' };
const image = { image: '', alt: '', link: '' };
const messenger = { label: '', phone: '' };

/** Each type's fields as a new block starts them: empty texts to fill in, the contract's defaults. */
const FIELDS: Record<TQrInfoBlockType, Record<string, unknown>> = {
  youtube: { video: '', title: '' },
  text: { html: '' },
  'social-button': { network: 'instagram', url: '', label: '' },
  'social-buttons': { links: [{ network: 'instagram', url: '' }] },
  'url-button': { label: '', url: '' },
  phone: messenger,
  viber: messenger,
  email: { label: '', email: '' },
  whatsapp: messenger,
  telegram: messenger,
  'big-image': image,
  'full-width-image': image,
  geolocation: { label: '', lat: null, lng: null, address: '' },
  'add-contact': { label: '', name: '', phone: '', email: '', url: '', address: '', note: '' },
  'location-work-details': { title: '', locationId: null },
  'csat-link': { label: '', metricSlug: '' },
  'menu-link': { label: '', menuSlug: '' },
  'order-external-link': { label: '', url: '' },
  'waiter-call': { label: '' },
  wifi: { label: '', ssid: '', password: '', security: 'WPA', hidden: false },
  'pay-bill': { label: '' },
  'booking-restaurant-table': booking,
  'booking-url': { label: '', url: '' },
  'sign-up-form': accountForm,
  'sign-in-form': accountForm,
  'forgot-password-form': accountForm,
  'survey-form': { title: '', surveySlug: '' },
  'booking-restaurant-table-form': booking,
};

/** A new block of the page: switched on, always shown, its fields to fill in. */
export function makeBlock(type: TQrInfoBlockType): TQrInfoBlock {
  const fields = structuredClone(FIELDS[type]);
  return { ...fields, id: newBlockId(), type, isActive: true, schedule: null, sort: 0 } as TQrInfoBlock;
}

/** A new block shown on every page of the location. */
export function makeLocationBlock(type: TQrInfoBlockType, locationId: string): TQrInfoLocationBlock {
  return { ...makeBlock(type), locationId } as TQrInfoLocationBlock;
}

/** A copy of a block under a new id. */
export function copyBlock<T extends { id: string }>(block: T): T {
  return { ...structuredClone(block), id: newBlockId() };
}
