import { describe, expect, it } from 'vitest';
import { ZCurrency, ZQrBlockType, ZQuestionType } from './enum-schemas';
import {
  CURRENCIES,
  displayModesFor,
  isTranslatableAnswerType,
  MESSENGER_KINDS,
  OPTION_UNIT_TYPES,
  QR_BLOCK_TYPES,
  QUESTION_DISPLAY_MODES,
  QUESTION_TYPES,
  SOCIAL_NETWORKS,
  supportsDisplayMode,
  TRANSLATABLE_ANSWER_TYPES,
} from './enums';

describe('displayModesFor', () => {
  it.each([
    ['select_single', ['diagram', 'table']],
    ['select_single_card', ['diagram', 'table']],
    ['checkboxes', ['diagram', 'table']],
    ['dropdown', ['diagram', 'table']],
    ['select_multiple', ['diagram', 'table']],
    ['rate', ['diagram', 'table']],
    ['rate_enps', ['diagram', 'table']],
    ['text_short', ['cloud', 'table']],
    ['text_long', ['cloud', 'table']],
    ['text_number', ['table']],
    ['text_email', ['table']],
    ['text_phone_number', ['table']],
    ['text_url', ['table']],
    ['date_only', ['table']],
    ['time_only', ['table']],
  ] as const)('%s shows as %j', (type, modes) => {
    expect(displayModesFor(type)).toEqual(modes);
  });

  it('covers every question type, each with table', () => {
    expect(Object.keys(QUESTION_DISPLAY_MODES).sort()).toEqual([...QUESTION_TYPES].sort());
    for (const type of QUESTION_TYPES) expect(displayModesFor(type)).toContain('table');
  });

  it('answers supportsDisplayMode from the same table', () => {
    expect(supportsDisplayMode('rate', 'diagram')).toBe(true);
    expect(supportsDisplayMode('rate', 'cloud')).toBe(false);
    expect(supportsDisplayMode('text_long', 'cloud')).toBe(true);
    expect(supportsDisplayMode('date_only', 'diagram')).toBe(false);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(QUESTION_DISPLAY_MODES)).toBe(true);
    expect(Object.isFrozen(displayModesFor('rate'))).toBe(true);
  });
});

describe('isTranslatableAnswerType', () => {
  it.each(QUESTION_TYPES.map((type) => [type, TRANSLATABLE_ANSWER_TYPES.includes(type as never)] as const))(
    '%s → %s',
    (type, expected) => {
      expect(isTranslatableAnswerType(type)).toBe(expected);
    },
  );

  it('is true for exactly the four spec types and false for unknown strings', () => {
    expect([...TRANSLATABLE_ANSWER_TYPES].sort()).toEqual(
      ['select_single', 'select_single_card', 'text_long', 'text_short'].sort(),
    );
    expect(isTranslatableAnswerType('checkboxes')).toBe(false);
    expect(isTranslatableAnswerType('nonsense')).toBe(false);
  });
});

describe('enum lists', () => {
  it('have the spec sizes and no duplicates', () => {
    const lists: [readonly string[], number][] = [
      [QUESTION_TYPES, 15],
      [QR_BLOCK_TYPES, 28],
      [SOCIAL_NETWORKS, 9],
      [MESSENGER_KINDS, 4],
      [OPTION_UNIT_TYPES, 6],
      [CURRENCIES, 10],
    ];
    for (const [list, size] of lists) {
      expect(list).toHaveLength(size);
      expect(new Set(list).size).toBe(size);
    }
  });

  it('zod enums accept members and reject others', () => {
    expect(ZQuestionType.parse('rate_enps')).toBe('rate_enps');
    expect(ZQuestionType.safeParse('rating').success).toBe(false);
    expect(ZQrBlockType.parse('booking-restaurant-table-form')).toBe('booking-restaurant-table-form');
    expect(ZQrBlockType.safeParse('iframe').success).toBe(false);
    expect(ZCurrency.parse('GEL')).toBe('GEL');
    expect(ZCurrency.safeParse('usd').success).toBe(false);
  });
});
