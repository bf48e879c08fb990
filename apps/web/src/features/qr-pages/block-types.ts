import type { TQrInfoBlockType } from '@guestloop/contracts';

export type BlockGroup = 'links' | 'media' | 'venue' | 'actions' | 'forms';

/** The palette: the 28 block types in five groups (texts under `types.<type>` and `palette.groups`). */
export const BLOCK_GROUPS: readonly { group: BlockGroup; types: readonly TQrInfoBlockType[] }[] = [
  {
    group: 'links',
    types: [
      'url-button',
      'social-button',
      'social-buttons',
      'phone',
      'whatsapp',
      'viber',
      'telegram',
      'email',
      'add-contact',
    ],
  },
  { group: 'media', types: ['text', 'big-image', 'full-width-image', 'youtube'] },
  { group: 'venue', types: ['location-work-details', 'geolocation', 'wifi', 'menu-link', 'csat-link'] },
  {
    group: 'actions',
    types: ['waiter-call', 'pay-bill', 'order-external-link', 'booking-url', 'booking-restaurant-table'],
  },
  {
    group: 'forms',
    types: [
      'sign-up-form',
      'sign-in-form',
      'forgot-password-form',
      'survey-form',
      'booking-restaurant-table-form',
    ],
  },
];

/** A PrimeIcons class for each type. */
export const BLOCK_ICONS: Readonly<Record<TQrInfoBlockType, string>> = {
  youtube: 'pi pi-youtube',
  text: 'pi pi-align-left',
  'social-button': 'pi pi-share-alt',
  'social-buttons': 'pi pi-th-large',
  'url-button': 'pi pi-link',
  phone: 'pi pi-phone',
  viber: 'pi pi-comment',
  email: 'pi pi-envelope',
  whatsapp: 'pi pi-whatsapp',
  telegram: 'pi pi-telegram',
  'big-image': 'pi pi-image',
  'full-width-image': 'pi pi-images',
  geolocation: 'pi pi-map-marker',
  'add-contact': 'pi pi-id-card',
  'location-work-details': 'pi pi-clock',
  'csat-link': 'pi pi-star',
  'menu-link': 'pi pi-book',
  'order-external-link': 'pi pi-shopping-cart',
  'waiter-call': 'pi pi-bell',
  wifi: 'pi pi-wifi',
  'pay-bill': 'pi pi-wallet',
  'booking-restaurant-table': 'pi pi-calendar',
  'booking-url': 'pi pi-calendar-plus',
  'sign-up-form': 'pi pi-user-plus',
  'sign-in-form': 'pi pi-sign-in',
  'forgot-password-form': 'pi pi-key',
  'survey-form': 'pi pi-list-check',
  'booking-restaurant-table-form': 'pi pi-calendar-clock',
};
