import { describe, expect, it } from 'vitest';
import {
  ZCreateLocationBody,
  ZLocationTreeNode,
  ZOpeningHours,
  ZUpdateLocationBody,
  ZUpdateStructureBody,
} from './structure';

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.')).sort();

describe('location and company bodies', () => {
  it('accepts empty strings as "not set" and full settings', () => {
    const result = ZUpdateLocationBody.safeParse({
      address: '',
      settings: {
        messengers: { phone: '', viber: '+44 7700 900381' },
        socials: { instagram: '', facebook: 'https://facebook.com/x', 'web-site': '//example.com/menu' },
        email: '',
        workDetails: { address: ' ', hours: { kind: 'text', text: 'Daily 9–21' } },
      },
    });
    expect(result.success).toBe(true);
  });

  it('names the offending fields', () => {
    const result = ZUpdateLocationBody.safeParse({
      slug: 'Bad Slug',
      settings: {
        socials: { instagram: 'http://127.0.0.1/x', youtube: 'mailto:a@b.co' },
        messengers: { whatsapp: 'abc' },
        email: 'x@',
        workDetails: { hours: { kind: 'weekly', days: { mon: { open: '9:00', close: '18:00' } } } },
      },
    });
    expect(issuePaths(result)).toEqual(
      [
        'slug',
        'settings.socials.instagram',
        'settings.socials.youtube',
        'settings.messengers.whatsapp',
        'settings.email',
        'settings.workDetails.hours.days.mon.open',
        'settings.workDetails.hours.days.tue',
        'settings.workDetails.hours.days.wed',
        'settings.workDetails.hours.days.thu',
        'settings.workDetails.hours.days.fri',
        'settings.workDetails.hours.days.sat',
        'settings.workDetails.hours.days.sun',
      ].sort(),
    );
    expect(issuePaths(ZUpdateStructureBody.safeParse({ currency: 'XXX', name: '  ' }))).toEqual([
      'currency',
      'name',
    ]);
    expect(issuePaths(ZCreateLocationBody.safeParse({}))).toEqual(['name']);
  });

  it('reads weekly hours with closed days and times past midnight', () => {
    const week = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
    const late = { ...week, fri: { open: '18:00', close: '02:00' } };
    expect(ZOpeningHours.safeParse({ kind: 'weekly', days: late }).success).toBe(true);
    expect(
      ZOpeningHours.safeParse({ kind: 'weekly', days: { ...week, fri: { open: '24:00', close: '02:00' } } })
        .success,
    ).toBe(false);
    expect(ZOpeningHours.safeParse({ kind: 'text', text: '   ' }).success).toBe(false);
  });

  it('parses a nested tree', () => {
    const leaf = {
      id: '0b6c4a52-5d0e-4d4f-9a53-1f0c1e2a3b4c',
      parentId: null,
      name: 'A',
      slug: 'a',
      address: null,
      imageUrl: null,
    };
    const tree = {
      ...leaf,
      children: [{ ...leaf, id: '7f1d2e3c-4b5a-4c6d-8e9f-0a1b2c3d4e5f', parentId: leaf.id, children: [] }],
    };
    expect(ZLocationTreeNode.parse(tree)).toEqual(tree);
    expect(ZLocationTreeNode.safeParse({ ...tree, children: [{ ...leaf }] }).success).toBe(false);
  });
});
