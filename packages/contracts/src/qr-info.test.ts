import { describe, expect, it } from 'vitest';
import {
  ZEditQrInfoBody,
  ZQrInfoAnalysis,
  ZQrInfoBlockUseBody,
  ZQrInfoList,
  ZQrInfoPage,
  ZQrInfoPublic,
  ZQrInfoViewsByDay,
} from './qr-info';
import {
  type TQrInfoBlockFields,
  ZCreateQrInfoBlockBody,
  ZCreateQrInfoLocationBlockBody,
  ZQrInfoBlock,
  ZQrInfoBlockSchedule,
} from './qr-info-block-settings';
import { QR_INFO_BLOCK_TYPES, type TQrInfoBlockSchedule, type TQrInfoBlockType } from './qr-info-blocks';
import * as z from './zod';

const ID = '6f1c2a4e-3b5d-4c7e-9f10-2a3b4c5d6e7f';
const ID2 = '7a2d3b5f-4c6e-4d8f-8a21-3b4c5d6e7f80';
const block = (fields: object) => ({ id: ID, ...fields });
const issues = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

/** For each type: settings a real page would have, and settings it must refuse. */
const EXAMPLES: Record<TQrInfoBlockType, [good: object, bad: object]> = {
  youtube: [{ video: 'https://youtu.be/dQw4w9WgXcQ' }, { video: 'https://vimeo.com/1' }],
  text: [{ html: '<p>Welcome!</p>' }, { html: 'x'.repeat(20_001) }],
  'social-button': [
    { network: 'instagram', url: 'https://instagram.com/roma' },
    { network: 'myspace', url: 'https://myspace.com/roma' },
  ],
  'social-buttons': [
    {
      links: [
        { network: 'x', url: 'https://x.com/roma' },
        { network: 'web-site', url: '//roma.example' },
      ],
    },
    { links: [] },
  ],
  'url-button': [
    { label: 'Our story', url: 'https://roma.example/story' },
    { label: '', url: 'https://a.example' },
  ],
  phone: [{ phone: '+39 06 123 4567' }, { phone: 'call us' }],
  viber: [{ label: 'Viber', phone: '+380501234567' }, { phone: '12' }],
  email: [{ email: 'hi@roma.example' }, { email: 'hi@roma' }],
  whatsapp: [{ phone: '+39 333 1234567' }, { phone: '' }],
  telegram: [{ phone: '+44 20 7946 0958' }, {}],
  'big-image': [{ image: ID2, alt: 'Terrace', link: '' }, { image: 'not an image' }],
  'full-width-image': [
    { image: 'https://cdn.roma.example/hero.webp', link: 'https://roma.example' },
    { image: ID2, link: 'javascript:alert(1)' },
  ],
  geolocation: [{ lat: 41.9, lng: 12.5 }, { lat: 41.9 }],
  'add-contact': [
    { name: 'Roma', phone: '', email: 'hi@roma.example', url: null, note: 'Ask for Marco' },
    { name: 'Roma', email: 'nope' },
  ],
  'location-work-details': [{}, { locationId: 'hall' }],
  'csat-link': [{ metricSlug: 'roma-csat' }, { metricSlug: 'Roma CSAT' }],
  'menu-link': [{ label: 'Menu', menuSlug: 'dinner' }, {}],
  'order-external-link': [{ label: 'Delivery', url: 'https://glovoapp.com/roma' }, { label: 'Delivery' }],
  'waiter-call': [{ label: 'Call a waiter' }, { label: 'x'.repeat(101) }],
  wifi: [
    { ssid: 'Roma Guest', password: 'espresso1' },
    { ssid: 'Roma Guest', password: 'short' },
  ],
  'pay-bill': [{}, { label: 42 }],
  'booking-restaurant-table': [
    { minPartySize: 2, maxPartySize: 8, daysAhead: 14 },
    { minPartySize: 9, maxPartySize: 8 },
  ],
  'booking-url': [
    { label: 'Book', url: 'https://book.example/roma' },
    { label: 'Book', url: 'ftp:/x' },
  ],
  'sign-up-form': [{ title: 'Join our club', text: 'Get 10% off' }, { text: 'x'.repeat(501) }],
  'sign-in-form': [{ buttonLabel: 'Sign in' }, { title: ['Sign in'] }],
  'forgot-password-form': [{}, { buttonLabel: 'x'.repeat(101) }],
  'survey-form': [{ surveySlug: 'after-dinner' }, { surveySlug: '' }],
  'booking-restaurant-table-form': [{ label: 'Book a table' }, { daysAhead: 400 }],
};

describe('ZQrInfoBlock', () => {
  it.each(QR_INFO_BLOCK_TYPES)('%s accepts a good example and refuses a bad one', (type) => {
    const [good, bad] = EXAMPLES[type];
    const parsed = ZQrInfoBlock.safeParse(block({ type, ...good }));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({ type, isActive: true, sort: 0 });
    expect(ZQrInfoBlock.safeParse(block({ type, ...bad })).success).toBe(false);
  });

  it('refuses an unknown type and a block without an id', () => {
    expect(ZQrInfoBlock.safeParse(block({ type: 'iframe', url: 'https://a.example' })).success).toBe(false);
    expect(ZQrInfoBlock.safeParse({ type: 'waiter-call' }).success).toBe(false);
  });

  it.each([
    'http://10.0.0.1/admin',
    'http://192.168.1.20',
    'http://localhost:3000',
    'https://app.localhost',
    'http://[::1]/',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:hi@roma.example',
  ])('refuses the link %s with invalid_url', (url) => {
    const result = ZQrInfoBlock.safeParse(block({ type: 'url-button', label: 'Go', url }));
    expect(issues(result)).toEqual([['url', 'invalid_url']]);
  });

  it('keeps a YouTube link as its video id', () => {
    const parsed = ZQrInfoBlock.parse(
      block({ type: 'youtube', video: ' https://www.youtube.com/watch?v=dQw4w9WgXcQ ' }),
    );
    expect(parsed).toMatchObject({ video: 'dQw4w9WgXcQ' });
    expect(issues(ZQrInfoBlock.safeParse(block({ type: 'youtube', video: 'nope' })))).toEqual([
      ['video', 'invalid_youtube_video'],
    ]);
  });

  it('checks fields against each other with codes the forms translate', () => {
    const check = (fields: object) => issues(ZQrInfoBlock.safeParse(block(fields))) ?? [];
    expect(check({ type: 'geolocation', lat: 1 })).toEqual([['address', 'required']]);
    expect(check({ type: 'geolocation', address: 'Via Roma 1' })).toEqual([]);
    expect(check({ type: 'wifi', ssid: 'Roma' })).toEqual([['password', 'required']]);
    expect(check({ type: 'wifi', ssid: 'Roma', password: 'short' })).toEqual([['password', 'too_short:8']]);
    expect(check({ type: 'wifi', ssid: 'Roma', password: 'abcde', security: 'WEP' })).toEqual([]);
    expect(check({ type: 'wifi', ssid: 'Roma', security: 'nopass' })).toEqual([]);
    expect(check({ type: 'booking-restaurant-table-form', minPartySize: 12 })).toEqual([
      ['maxPartySize', 'invalid_party_size'],
    ]);
  });
});

describe('ZQrInfoBlockSchedule', () => {
  it('takes a period, weekdays and an hour window past midnight', () => {
    const schedule = {
      from: '2025-06-01T10:00:00+02:00',
      to: '2025-09-01T00:00:00Z',
      days: [5, 6],
      hours: { from: '22:00', to: '02:00' },
    };
    const parsed: TQrInfoBlockSchedule = ZQrInfoBlockSchedule.parse(schedule);
    expect(parsed).toEqual(schedule);
  });

  it.each([
    [{ from: '2025-06-02T00:00:00Z', to: '2025-06-01T00:00:00Z' }, 'to', 'invalid_period'],
    [{ from: '2025-06-01' }, 'from', undefined],
    [{ days: [0] }, 'days.0', undefined],
    [{ days: [8] }, 'days.0', undefined],
    [{ days: [1, 1] }, 'days', 'duplicate_id'],
    [{ hours: { from: '24:00', to: '02:00' } }, 'hours.from', 'invalid_time'],
  ])('refuses %j', (schedule, path, message) => {
    const found = issues(ZQrInfoBlockSchedule.safeParse(schedule));
    expect(found?.[0]?.[0]).toBe(path);
    if (message) expect(found?.[0]?.[1]).toBe(message);
  });
});

describe('request bodies', () => {
  it('create-block takes a block without id; a location block names its location', () => {
    const body = {
      type: 'waiter-call',
      label: 'Call us',
      schedule: { hours: { from: '09:00', to: '23:00' } },
    };
    expect(ZCreateQrInfoBlockBody.parse(body)).toMatchObject({ type: 'waiter-call', isActive: true });
    expect(ZCreateQrInfoBlockBody.parse({ ...body, id: ID })).not.toHaveProperty('id');
    expect(ZCreateQrInfoLocationBlockBody.safeParse(body).success).toBe(false);
    expect(ZCreateQrInfoLocationBlockBody.parse({ ...body, locationId: ID2 })).toMatchObject({
      locationId: ID2,
    });
    expect(ZCreateQrInfoBlockBody.safeParse({ type: 'wifi', ssid: 'Roma' }).success).toBe(false);
  });

  it('edit refuses two blocks with one id', () => {
    const waiter = { id: ID, type: 'waiter-call' };
    expect(ZEditQrInfoBody.safeParse({ blocks: [waiter, { ...waiter, id: ID2 }] }).success).toBe(true);
    expect(issues(ZEditQrInfoBody.safeParse({ blocks: [waiter, waiter] }))).toEqual([
      ['blocks.1.id', 'duplicate_id'],
    ]);
    expect(ZEditQrInfoBody.safeParse({ theme: { buttonColor: 'red' } }).success).toBe(false);
    expect(ZEditQrInfoBody.parse({ theme: { buttonColor: '#AA0000' } })).toEqual({
      theme: { buttonColor: '#AA0000' },
    });
  });

  it('block-use names the block; the table is optional', () => {
    expect(ZQrInfoBlockUseBody.safeParse({ table: ID }).success).toBe(false);
    expect(ZQrInfoBlockUseBody.parse({ blockId: ID })).toEqual({ blockId: ID });
  });
});

const theme = {
  backgroundColor: '#ffffff',
  textColor: '#111111',
  buttonColor: '#222222',
  buttonTextColor: '#ffffff',
  buttonStyle: 'filled',
  backgroundImage: null,
};
const page = {
  id: ID,
  slug: 'roma',
  title: 'Roma',
  locationId: ID2,
  isActive: true,
  theme,
  blocks: [{ id: ID, type: 'wifi', ssid: 'Roma', password: 'espresso1', sort: 1 }],
  locationBlocks: [{ id: ID2, type: 'pay-bill', locationId: ID2 }],
  images: {},
  updatedAt: '2025-06-01T10:00:00.000Z',
};
const links = { href: null, picture: null, workDetails: null };
const publicPage = {
  slug: 'roma',
  title: 'Roma',
  theme,
  timeZone: 'Europe/Rome',
  location: { id: ID2, name: 'Roma' },
  table: null,
  blocks: [
    { id: ID, type: 'phone', phone: '+39 06 123', schedule: null, ...links, href: 'tel:3906123' },
    {
      id: ID2,
      type: 'location-work-details',
      schedule: { hours: { from: '08:00', to: '23:00' } },
      ...links,
      workDetails: { name: 'Roma', address: 'Via Roma 1', hours: null },
    },
  ],
};

describe('answers', () => {
  it('read a page and its public view', () => {
    expect(ZQrInfoPage.parse(page).blocks[0]).toMatchObject({
      security: 'WPA',
      hidden: false,
      isActive: true,
    });
    const guest = ZQrInfoPublic.parse(publicPage);
    expect(guest.blocks.map((b: TQrInfoBlockFields) => b.type)).toEqual(['phone', 'location-work-details']);
    expect(guest.blocks[0]).not.toHaveProperty('isActive');
  });

  it('can be written by the API: JSON Schema describes each, and encoding checks them', () => {
    const analysis = {
      from: '2025-05-03',
      to: '2025-06-01',
      tz: 'UTC',
      totals: { views: 10, visitors: 7, uses: 4 },
      blocks: [
        { blockId: ID, type: 'wifi', label: null, locationId: null, uses: 4, visitors: 3, deleted: false },
      ],
    };
    const samples: [z.ZodType, unknown][] = [
      [ZQrInfoPage, page],
      [ZQrInfoPublic, publicPage],
      [ZQrInfoList, { items: [] }],
      [ZQrInfoAnalysis, analysis],
      [ZQrInfoViewsByDay, { from: '2025-06-01', to: '2025-06-01', tz: 'UTC', days: [] }],
    ];
    for (const [schema, sample] of samples) {
      expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
      expect(z.safeEncode(schema, schema.parse(sample)).error).toBeUndefined();
    }
  });
});
