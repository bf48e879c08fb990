import type { TQrInfoBlockFields } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { IDS } from '../../test-utils';
import { blockSummary } from './block-summary';
import { makeBlock } from './new-block';

const t = i18n.getFixedT('en', 'qr-pages');
const summary = (block: object, locationName?: (id: string) => string | undefined) =>
  blockSummary(block as TQrInfoBlockFields, t, { locationName });

describe('blockSummary', () => {
  it('says what a block that needs nothing filled in does, instead of "not set up"', () => {
    expect(summary(makeBlock('waiter-call'))).toBe('Guests call a waiter to their table');
    expect(summary(makeBlock('pay-bill'))).toBe("Guests see their table's bill and pay it");
    expect(summary(makeBlock('sign-up-form'))).toBe('Guests create an account on the page');
    expect(summary(makeBlock('sign-in-form'))).toBe('Guests sign in to their account on the page');
    expect(summary(makeBlock('forgot-password-form'))).toBe('Guests ask for a link to set a new password');
    expect(summary(makeBlock('location-work-details'))).toBe(
      "Address and opening hours of the page's location",
    );
  });

  it('writes a booking block with its party sizes and how far ahead', () => {
    expect(summary(makeBlock('booking-restaurant-table'))).toBe(
      'A button to book a table: 1–10 guests, up to 30 days ahead',
    );
    expect(
      summary({
        ...makeBlock('booking-restaurant-table-form'),
        minPartySize: 2,
        maxPartySize: 2,
        daysAhead: 1,
      }),
    ).toBe('A booking form on the page: 2 guests, up to 1 day ahead');
    expect(summary({ ...makeBlock('booking-restaurant-table'), daysAhead: 0 })).toBe(
      'A button to book a table: 1–10 guests, today only',
    );
  });

  it('names the location a work-details block shows', () => {
    const block = { ...makeBlock('location-work-details'), locationId: IDS.rooftop };
    expect(summary(block, (id) => (id === IDS.rooftop ? 'Rooftop bar' : undefined))).toBe(
      'Address and opening hours of Rooftop bar',
    );
  });

  it('prefers the words the manager typed', () => {
    expect(summary({ ...makeBlock('waiter-call'), label: 'Ring for service' })).toBe('Ring for service');
    expect(summary({ ...makeBlock('sign-up-form'), title: 'Join the club' })).toBe('Join the club');
  });

  it('stays empty (not set up yet) while a required field is empty', () => {
    for (const type of ['url-button', 'phone', 'email', 'youtube', 'text', 'wifi', 'menu-link'] as const)
      expect(summary(makeBlock(type))).toBe('');
    expect(summary({ ...makeBlock('phone'), phone: '+44 20 7946 0958' })).toBe('+44 20 7946 0958');
  });
});
