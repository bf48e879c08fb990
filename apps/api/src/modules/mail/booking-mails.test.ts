import { LANGUAGES } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { renderProductMail } from './send';

const booking = { name: 'Ada', venue: 'Old Town', date: '2025-06-03', time: '19:30', partySize: '4' };

describe('table booking mails', () => {
  it.each(LANGUAGES)('are written whole in %s, the day and time as the language writes them', (language) => {
    const guest = (['bookingReceived', 'bookingConfirmed', 'bookingDeclined'] as const).map((template) =>
      renderProductMail({ to: 'ada@guest.example', language, template, vars: booking }),
    );
    const staff = renderProductMail({
      to: 'host@venue.example',
      language,
      template: 'bookingAlert',
      vars: {
        ...booking,
        guest: 'Ada',
        phone: '+44 20 7946 0958',
        table: 'D4',
        note: 'Window',
        link: 'https://x.test/b',
      },
    });
    for (const mail of [...guest, staff]) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\{|\}\}/);
      expect(mail.text).toContain('Old Town');
    }
    expect(new Set(guest.map((mail) => mail.subject)).size).toBe(3);
    expect(staff.text).toContain('D4');
    expect(staff.text).toContain('+44 20 7946 0958');
    expect(staff.text).toContain('https://x.test/b');
  });

  it('writes the booked day naturally for the language, on the venue clock', () => {
    const text = (language: string) =>
      renderProductMail({ to: 'ada@guest.example', language, template: 'bookingConfirmed', vars: booking })
        .text;
    expect(text('en')).toContain('Tuesday, June 3, 2025');
    expect(text('en')).toContain('7:30 PM');
    expect(text('de')).toContain('Dienstag, 3. Juni 2025');
    expect(text('hv')).toContain('3. lipnja 2025.');
    expect(text('ge')).toContain('ივნისი');
    expect(text('uk')).toContain('3 червня 2025');
  });
});
