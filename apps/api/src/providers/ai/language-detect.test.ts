import type { TLanguage } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language-detect';

const SAMPLES: [TLanguage, string][] = [
  ['en', 'The staff was lovely and the coffee was great'],
  ['es', 'Todo perfecto, gracias'],
  ['fr', 'Très bon accueil'],
  ['de', 'Sehr gutes Essen und nette Bedienung'],
  ['it', 'Tutto buonissimo, grazie'],
  ['pl', 'Jedzenie było pyszne, obsługa bardzo miła'],
  ['tr', 'Yemekler çok güzeldi, personel ilgiliydi'],
  ['ro', 'Mâncarea a fost foarte bună și personalul amabil'],
  ['cs', 'Jídlo bylo výborné a obsluha velmi příjemná'],
  ['lv', 'Ēdiens bija ļoti garšīgs un apkalpošana laipna'],
  ['sl', 'Hrana je bila zelo okusna in osebje prijazno'],
  ['hv', 'Hrana je bila odlična, a osoblje vrlo ljubazno'],
  ['az', 'Yeməklər çox dadlı idi və xidmət əla idi'],
  ['ru', 'Очень вкусно и быстро'],
  ['uk', 'Дуже смачно і швидко'],
  ['kk', 'Тамақ өте дәмді болды'],
  ['ge', 'ძალიან გემრიელი საჭმელი'],
  ['ar', 'الطعام لذيذ جدا'],
  ['zh', '菜很好吃'],
];

describe('language detection', () => {
  it.each(SAMPLES)('tells %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('says nothing when nothing tells the languages apart', () => {
    expect(detectLanguage('Super!')).toBeNull();
    expect(detectLanguage('12345 :)')).toBeNull();
    expect(detectLanguage('')).toBeNull();
  });
});
