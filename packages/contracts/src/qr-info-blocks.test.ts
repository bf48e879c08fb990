import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contactVCard,
  isBlockShown,
  mapLink,
  QR_INFO_BLOCK_TYPES,
  QR_INFO_LOCATION_BLOCK_TYPES,
  QR_INFO_SOCIAL_NETWORKS,
  qrInfoBlockLink,
  qrInfoButtonStyle,
  type TQrInfoBlockSchedule,
  venueClock,
  wifiQrPayload,
  youtubeVideoId,
} from './qr-info-blocks';

describe('the lists', () => {
  it('hold the 28 block types and 9 networks of the spec, in its order', () => {
    expect(QR_INFO_BLOCK_TYPES).toHaveLength(28);
    expect(QR_INFO_BLOCK_TYPES[0]).toBe('youtube');
    expect(QR_INFO_BLOCK_TYPES.at(-1)).toBe('booking-restaurant-table-form');
    expect(QR_INFO_SOCIAL_NETWORKS).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'youtube',
      'tiktok',
      'telegram',
      'web-site',
      'behance',
      'x',
    ]);
    expect(QR_INFO_LOCATION_BLOCK_TYPES).toEqual(QR_INFO_BLOCK_TYPES);
  });

  it('load no zod: the module imports only zod-free modules (types aside)', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'qr-info-blocks.ts'), 'utf8');
    const code = [...source.matchAll(/^import\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm)]
      .filter(([, typeOnly]) => !typeOnly)
      .map(([, , from]) => from);
    expect(code).toEqual(['./enums', './messenger']);
  });
});

describe('isBlockShown', () => {
  const at = (iso: string) => new Date(iso);
  const shown = (schedule: TQrInfoBlockSchedule | null, iso: string, tz = 'UTC') =>
    isBlockShown({ isActive: true, schedule }, at(iso), tz);

  it('hides a switched-off block whatever its schedule, and shows one without a schedule', () => {
    expect(isBlockShown({ isActive: false }, at('2025-06-02T12:00:00Z'), 'UTC')).toBe(false);
    expect(isBlockShown({ isActive: true, schedule: null }, at('2025-06-02T12:00:00Z'), 'UTC')).toBe(true);
    expect(isBlockShown({ schedule: {} }, at('2025-06-02T12:00:00Z'), 'UTC')).toBe(true);
  });

  it('shows from `from` (included) until `to` (excluded)', () => {
    const s = { from: '2025-06-01T10:00:00+02:00', to: '2025-06-02T00:00:00Z' };
    expect(shown(s, '2025-06-01T07:59:59Z')).toBe(false);
    expect(shown(s, '2025-06-01T08:00:00Z')).toBe(true);
    expect(shown(s, '2025-06-01T23:59:59Z')).toBe(true);
    expect(shown(s, '2025-06-02T00:00:00Z')).toBe(false);
  });

  it('reads weekdays (1 = Monday … 7 = Sunday) on the venue clock', () => {
    // Sunday 23:30 in UTC is Monday 02:30 in Kyiv and Sunday 16:30 in Los Angeles.
    const instant = '2025-06-01T23:30:00Z';
    expect(venueClock(at(instant), 'UTC')).toEqual({ weekday: 7, minutes: 23 * 60 + 30 });
    expect(venueClock(at(instant), 'Europe/Kyiv')).toEqual({ weekday: 1, minutes: 2 * 60 + 30 });
    expect(shown({ days: [1] }, instant, 'UTC')).toBe(false);
    expect(shown({ days: [1] }, instant, 'Europe/Kyiv')).toBe(true);
    expect(shown({ days: [6, 7] }, instant, 'America/Los_Angeles')).toBe(true);
    expect(shown({ days: [] }, instant, 'UTC')).toBe(true);
  });

  it('shows within the daily hours on the venue clock, summer and winter time included', () => {
    const lunch = { hours: { from: '12:00', to: '15:00' } };
    expect(shown(lunch, '2025-06-02T09:00:00Z', 'Europe/Kyiv')).toBe(true); // 12:00 EEST
    expect(shown(lunch, '2025-06-02T08:59:00Z', 'Europe/Kyiv')).toBe(false);
    expect(shown(lunch, '2025-01-06T10:30:00Z', 'Europe/Kyiv')).toBe(true); // 12:30 EET
    expect(shown(lunch, '2025-01-06T13:00:00Z', 'Europe/Kyiv')).toBe(false); // 15:00, end excluded
    expect(shown(lunch, '2025-01-06T13:00:00Z', 'UTC')).toBe(true);
  });

  it('runs an hour window past midnight, the early part belonging to the day it started', () => {
    const fridayNight = { days: [5], hours: { from: '22:00', to: '02:00' } };
    expect(shown(fridayNight, '2025-06-06T21:59:00Z')).toBe(false); // Fri 21:59
    expect(shown(fridayNight, '2025-06-06T22:00:00Z')).toBe(true); // Fri 22:00
    expect(shown(fridayNight, '2025-06-07T01:59:00Z')).toBe(true); // Sat 01:59
    expect(shown(fridayNight, '2025-06-07T02:00:00Z')).toBe(false); // Sat 02:00
    expect(shown(fridayNight, '2025-06-07T23:00:00Z')).toBe(false); // Sat 23:00
    expect(shown(fridayNight, '2025-06-06T01:00:00Z')).toBe(false); // Fri 01:00 is Thursday's night
    // Sunday's night runs into Monday (7 → 1), on Tokyo's clock.
    const sundayNight = { days: [7], hours: { from: '23:00', to: '01:00' } };
    expect(shown(sundayNight, '2025-06-08T15:30:00Z', 'Asia/Tokyo')).toBe(true); // Mon 00:30 JST
    expect(shown(sundayNight, '2025-06-08T15:30:00Z', 'UTC')).toBe(false);
  });

  it('reads equal hours as the whole day, and an unknown time zone as UTC', () => {
    expect(shown({ hours: { from: '08:00', to: '08:00' } }, '2025-06-02T03:00:00Z')).toBe(true);
    expect(shown({ days: [1] }, '2025-06-02T23:30:00Z', 'Mars/Base')).toBe(true);
    expect(shown({ from: 'not a date' }, '2025-06-02T12:00:00Z')).toBe(true);
  });
});

describe('contactVCard', () => {
  it('builds an RFC 6350 card, escaping text values and leaving out empty fields', () => {
    expect(
      contactVCard({
        name: 'Café; Bar, "Roma"',
        phone: '+39 06 123 4567',
        email: 'hi@roma.example',
        url: 'https://roma.example/a b',
        address: 'Via Roma 1, Rome',
        note: 'Line one\nback\\slash',
      }),
    ).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'FN:Café\\; Bar\\, "Roma"',
        'TEL;TYPE=voice:+39 06 123 4567',
        'EMAIL:hi@roma.example',
        'URL:https://roma.example/a%20b',
        'ADR:;;Via Roma 1\\, Rome;;;;',
        'NOTE:Line one\\nback\\\\slash',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
    expect(contactVCard({ name: 'Roma', phone: ' ', email: null })).toBe(
      'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Roma\r\nEND:VCARD\r\n',
    );
  });

  it('cannot be given extra properties through a line break', () => {
    const card = contactVCard({ name: 'A\r\nEMAIL:evil@x.example', url: 'https://a.example/\r\nNOTE:x' });
    expect(card.split('\r\n').filter((line) => line.startsWith('EMAIL') || line.startsWith('NOTE'))).toEqual(
      [],
    );
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const note = 'ж'.repeat(60);
    const lines = contactVCard({ name: 'Roma', note }).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = lines.join('\r\n').replace(/\r\n /g, '');
    expect(unfolded).toContain(`NOTE:${note}`);
  });
});

describe('wifiQrPayload', () => {
  it('escapes \\ ; , : and " in the name and password', () => {
    expect(wifiQrPayload({ ssid: 'Cafe;Guest', password: 'a\\b,c:d"e', security: 'WPA', hidden: true })).toBe(
      'WIFI:T:WPA;S:Cafe\\;Guest;P:a\\\\b\\,c\\:d\\"e;H:true;;',
    );
  });

  it('leaves the password out of an open network and H out of a visible one', () => {
    expect(wifiQrPayload({ ssid: 'Free', password: 'ignored', security: 'nopass' })).toBe(
      'WIFI:T:nopass;S:Free;;',
    );
    expect(wifiQrPayload({ ssid: 'Old', password: 'abcde', security: 'WEP', hidden: false })).toBe(
      'WIFI:T:WEP;S:Old;P:abcde;;',
    );
  });
});

describe('mapLink', () => {
  it('pins the coordinates, rounded to six decimals', () => {
    expect(mapLink({ lat: 50.4501234567, lng: 30.5234 })).toBe(
      'https://www.openstreetmap.org/?mlat=50.450123&mlon=30.5234#map=17/50.450123/30.5234',
    );
  });

  it('searches the address without valid coordinates, and gives null without either', () => {
    expect(mapLink({ lat: 95, lng: 10, address: 'Khreshchatyk 1, Kyiv' })).toBe(
      'https://www.openstreetmap.org/search?query=Khreshchatyk%201%2C%20Kyiv',
    );
    expect(mapLink({ lat: 50, address: '  ' })).toBeNull();
  });
});

describe('youtubeVideoId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['javascript:alert(1)', null],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
  ])('%s → %s', (input, id) => {
    expect(youtubeVideoId(input)).toBe(id);
  });
});

describe('qrInfoBlockLink', () => {
  it('builds messenger links with messengerLink, and the other links a block opens by itself', () => {
    expect(qrInfoBlockLink({ type: 'phone', phone: '+38 (050) 123-45-67', label: null })).toBe(
      'tel:380501234567',
    );
    expect(qrInfoBlockLink({ type: 'whatsapp', phone: '+38 050 1234567' })).toBe(
      'https://wa.me/380501234567',
    );
    expect(qrInfoBlockLink({ type: 'email', email: 'hi+qr@roma.example' })).toBe(
      'mailto:hi%2Bqr@roma.example',
    );
    expect(qrInfoBlockLink({ type: 'geolocation', lat: 1, lng: 2 })).toContain('mlat=1&mlon=2');
    expect(qrInfoBlockLink({ type: 'youtube', video: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(qrInfoBlockLink({ type: 'big-image', image: 'https://img.example/a.png', link: '' })).toBeNull();
    expect(qrInfoBlockLink({ type: 'waiter-call' })).toBeNull();
  });
});

describe('qrInfoButtonStyle', () => {
  it('keeps a known style and falls back to filled for anything else', () => {
    expect(qrInfoButtonStyle('soft')).toBe('soft');
    expect(qrInfoButtonStyle('neon')).toBe('filled');
    expect(qrInfoButtonStyle(undefined)).toBe('filled');
  });
});
