import { describe, expect, it } from 'vitest';
import { ZMarkNotificationsReadBody, ZSaveNotificationSettingBody } from './notifications';
import { SHARE_LIST_EMAILS_MAX, ZSaveShareMethodBody } from './share-methods';

const method = (audience: unknown) => ({
  title: 'After dinner',
  data: { subject: 'How was it?', message: 'Tell us in one tap.', audience },
});

describe('share method and notification setting forms', () => {
  it('takes a list of addresses only when every one passes the e-mail rule, and a bounded count', () => {
    expect(
      ZSaveShareMethodBody.safeParse(method({ source: 'list', emails: ['ann@example.com'] })).success,
    ).toBe(true);
    const bad = ZSaveShareMethodBody.safeParse(
      method({ source: 'list', emails: ['ann@example.com', 'bob@'] }),
    );
    expect(bad.error?.issues[0]?.path).toEqual(['data', 'audience', 'emails', 1]);
    expect(ZSaveShareMethodBody.safeParse(method({ source: 'list', emails: [] })).success).toBe(false);
    const many = Array.from({ length: SHARE_LIST_EMAILS_MAX + 1 }, (_, i) => `g${i}@example.com`);
    expect(ZSaveShareMethodBody.safeParse(method({ source: 'list', emails: many })).success).toBe(false);
  });

  it('asks recent customers of 1 to 365 days, and e-mail is the kind when none is named', () => {
    const parsed = ZSaveShareMethodBody.parse(method({ source: 'recent-customers', days: 30 }));
    expect(parsed.kind).toBe('email');
    for (const days of [0, 366, 1.5]) {
      expect(ZSaveShareMethodBody.safeParse(method({ source: 'recent-customers', days })).success).toBe(
        false,
      );
    }
    expect(ZSaveShareMethodBody.safeParse(method({ source: 'everyone' })).success).toBe(false);
  });

  it('keeps each chosen event and location once, and refuses an unknown event', () => {
    const id = '7d7b1a8e-2b7f-4c63-9f59-8f3a4c1d2e10';
    const parsed = ZSaveNotificationSettingBody.parse({
      events: ['rating.bad', 'rating.bad', 'rating.new'],
      locationIds: [id, id],
      channels: { email: false, console: true },
    });
    expect(parsed).toEqual({
      events: ['rating.bad', 'rating.new'],
      locationIds: [id],
      channels: { email: false, console: true },
    });
    const unknown = ZSaveNotificationSettingBody.safeParse({
      events: ['rating.awful'],
      locationIds: null,
      channels: { email: true, console: true },
    });
    expect(unknown.success).toBe(false);
  });

  it('marks notifications read by their ids or all of them, never both or neither', () => {
    const id = '7d7b1a8e-2b7f-4c63-9f59-8f3a4c1d2e10';
    expect(ZMarkNotificationsReadBody.safeParse({ ids: [id] }).success).toBe(true);
    expect(ZMarkNotificationsReadBody.safeParse({ all: true }).success).toBe(true);
    expect(ZMarkNotificationsReadBody.safeParse({ ids: [id], all: true }).error?.issues[0]?.path).toEqual([
      'ids',
    ]);
    expect(ZMarkNotificationsReadBody.safeParse({}).success).toBe(false);
    expect(ZMarkNotificationsReadBody.safeParse({ all: false }).success).toBe(false);
  });
});
