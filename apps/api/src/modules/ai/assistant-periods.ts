import type { TLanguage } from '@guestloop/contracts';
import { localToday } from '../../lib/stat-period';

/**
 * The periods a question can name ("this month", "last week", "today", "the last 10 days"), in
 * the 19 languages, and the calendar days each covers on the company's clock. Weeks start on
 * Monday. A question that names none is about the last 30 days.
 */

export type PeriodKind =
  | 'today'
  | 'yesterday'
  | 'this-week'
  | 'last-week'
  | 'this-month'
  | 'last-month'
  | 'this-year'
  | 'last-days';

export interface PeriodAsked {
  kind: PeriodKind;
  /** Days counted back from today, today included (`last-days` only). */
  days?: number;
}

export interface ResolvedPeriod extends PeriodAsked {
  /** First and last calendar day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** Whether the question named it (else the default). */
  named: boolean;
}

export const DEFAULT_PERIOD_DAYS = 30;
const MAX_DAYS = 366;

type PeriodWords = Record<Exclude<PeriodKind, 'last-days'>, string>;

/** Entries as in assistant-lexicon.ts. "Last" before "this": "last week" is found before "week". */
export const PERIOD_WORDS: Record<TLanguage, PeriodWords> = {
  en: {
    today: 'today|tonight',
    yesterday: 'yesterday',
    'last-week': 'last week|previous week',
    'this-week': 'this week',
    'last-month': 'last month|previous month',
    'this-month': 'this month',
    'this-year': 'this year',
  },
  uk: {
    today: 'сьогодні',
    yesterday: 'вчора|учора',
    'last-week': 'минулого тижня|минулий тиждень|минулому тижні|попередн тижн',
    'this-week': 'цього тижня|цей тиждень|цьому тижні',
    'last-month': 'минулого місяця|минулий місяць|минулому місяці',
    'this-month': 'цього місяця|цей місяць|цьому місяці',
    'this-year': 'цього року|цей рік|цьому році',
  },
  ru: {
    today: 'сегодня',
    yesterday: 'вчера',
    'last-week': 'прошлой неделе|прошлую неделю|прошлая неделя|прошедшей неделе',
    'this-week': 'этой неделе|эту неделю|эта неделя|на неделе',
    'last-month': 'прошлом месяце|прошлый месяц|прошлого месяца',
    'this-month': 'этом месяце|этот месяц|этого месяца',
    'this-year': 'этом году|этот год|этого года',
  },
  de: {
    today: 'heute',
    yesterday: 'gestern',
    'last-week': 'letzte woche|letzten woche|vergangene woche|vergangenen woche|vorige woche|vorigen woche',
    'this-week': 'diese woche|dieser woche',
    'last-month': 'letzten monat|letzter monat|letztem monat|vergangenen monat|vorigen monat',
    'this-month': 'diesen monat|diesem monat|dieser monat',
    'this-year': 'dieses jahr|diesem jahr',
  },
  fr: {
    today: "aujourd'hui|ce soir",
    yesterday: 'hier',
    'last-week': 'semaine dernière|semaine passée|semaine derniere',
    'this-week': 'cette semaine',
    'last-month': 'mois dernier|mois passé',
    'this-month': 'ce mois',
    'this-year': 'cette année',
  },
  ar: {
    today: 'اليوم',
    yesterday: 'أمس|امس',
    'last-week': 'الأسبوع الماضي|الاسبوع الماضي',
    'this-week': 'هذا الأسبوع|هذا الاسبوع',
    'last-month': 'الشهر الماضي',
    'this-month': 'هذا الشهر',
    'this-year': 'هذا العام|هذه السنة',
  },
  pl: {
    today: 'dziś|dzis|dzisiaj',
    yesterday: 'wczoraj',
    'last-week': 'zeszłym tygodniu|zeszły tydzień|poprzednim tygodniu|poprzedni tydzień|ostatni tydzień',
    'this-week': 'tym tygodniu|ten tydzień',
    'last-month': 'zeszłym miesiącu|zeszły miesiąc|poprzednim miesiącu|poprzedni miesiąc',
    'this-month': 'tym miesiącu|ten miesiąc',
    'this-year': 'tym roku|ten rok',
  },
  tr: {
    today: 'bugün|bugun',
    yesterday: 'dün|dun',
    'last-week': 'geçen hafta|gecen hafta|önceki hafta',
    'this-week': 'bu hafta',
    'last-month': 'geçen ay|gecen ay|önceki ay',
    'this-month': 'bu ay',
    'this-year': 'bu yıl|bu sene',
  },
  it: {
    today: 'oggi|stasera',
    yesterday: 'ieri',
    'last-week': 'settimana scorsa|settimana passata',
    'this-week': 'questa settimana',
    'last-month': 'mese scorso|mese passato',
    'this-month': 'questo mese',
    'this-year': "quest'anno|questo anno",
  },
  es: {
    today: 'hoy|esta noche',
    yesterday: 'ayer',
    'last-week': 'semana pasada|semana anterior',
    'this-week': 'esta semana',
    'last-month': 'mes pasado|mes anterior',
    'this-month': 'este mes',
    'this-year': 'este año',
  },
  ro: {
    today: 'azi|astăzi|astazi|în seara asta',
    yesterday: 'ieri',
    'last-week': 'săptămâna trecută|saptamana trecuta',
    'this-week': 'săptămâna aceasta|săptămâna asta|această săptămână|saptamana aceasta',
    'last-month': 'luna trecută|luna trecuta',
    'this-month': 'luna aceasta|luna asta|această lună|luna aceasta',
    'this-year': 'anul acesta|anul ăsta',
  },
  cs: {
    today: 'dnes',
    yesterday: 'včera|vcera',
    'last-week': 'minulý týden|minulém týdnu|minulého týdne',
    'this-week': 'tento týden|tomto týdnu|tohoto týdne',
    'last-month': 'minulý měsíc|minulém měsíci|minulého měsíce',
    'this-month': 'tento měsíc|tomto měsíci|tohoto měsíce',
    'this-year': 'letos|tento rok|tomto roce',
  },
  lv: {
    today: 'šodien|sodien',
    yesterday: 'vakar',
    'last-week': 'pagājušajā nedēļā|pagājušo nedēļu|pagājušā nedēļa',
    'this-week': 'šonedēļ|šajā nedēļā|šo nedēļu',
    'last-month': 'pagājušajā mēnesī|pagājušo mēnesi|pagājušais mēnesis',
    'this-month': 'šomēnes|šajā mēnesī|šo mēnesi',
    'this-year': 'šogad|šajā gadā',
  },
  zh: {
    today: '今天|今日|今晚',
    yesterday: '昨天|昨日',
    'last-week': '上周|上个星期|上星期|上一周',
    'this-week': '本周|这周|这个星期|这星期',
    'last-month': '上个月|上月',
    'this-month': '本月|这个月|这月',
    'this-year': '今年|本年',
  },
  kk: {
    today: 'бүгін',
    yesterday: 'кеше',
    'last-week': 'өткен апта|өткен аптада|алдыңғы апта',
    'this-week': 'осы апта|осы аптада|бұл апта',
    'last-month': 'өткен ай|өткен айда|алдыңғы ай',
    'this-month': 'осы ай|осы айда|бұл ай',
    'this-year': 'биыл|осы жыл',
  },
  az: {
    today: 'bu gün|bugün|bugun',
    yesterday: 'dünən|dunen',
    'last-week': 'keçən həftə|kecen hefte|ötən həftə',
    'this-week': 'bu həftə|bu hefte',
    'last-month': 'keçən ay|kecen ay|ötən ay',
    'this-month': 'bu ay',
    'this-year': 'bu il',
  },
  sl: {
    today: 'danes',
    yesterday: 'včeraj|vceraj',
    'last-week': 'prejšnji teden|prejšnjem tednu|prejsnji teden|lanski teden',
    'this-week': 'ta teden|tem tednu',
    'last-month': 'prejšnji mesec|prejšnjem mesecu|prejsnji mesec',
    'this-month': 'ta mesec|tem mesecu',
    'this-year': 'letos|to leto',
  },
  hv: {
    today: 'danas|večeras',
    yesterday: 'jučer|jucer',
    'last-week': 'prošli tjedan|prošlog tjedna|prošlom tjednu|prosli tjedan',
    'this-week': 'ovaj tjedan|ovog tjedna|ovom tjednu',
    'last-month': 'prošli mjesec|prošlog mjeseca|prošlom mjesecu|prosli mjesec',
    'this-month': 'ovaj mjesec|ovog mjeseca|ovom mjesecu',
    'this-year': 'ove godine|ova godina',
  },
  ge: {
    today: 'დღეს',
    yesterday: 'გუშინ',
    'last-week': 'გასულ კვირა|წინა კვირა',
    'this-week': 'ამ კვირა',
    'last-month': 'გასულ თვე|წინა თვე',
    'this-month': 'ამ თვე',
    'this-year': 'წელს|ამ წელს',
  },
};

/** "the last 10 days", "за последние 14 дней", "最近7天": a number followed by a word for days. */
const LAST_DAYS =
  /(\d{1,3})\s*(?:days?|días?|dias?|дн|днів|дней|день|tag|tage|jours?|giorn|dni|dní|dnů|dien|zile|zi|gün|gun|gündə|günü|يوم|أيام|ايام|天|күн|dana|dan|დღ|dienas|dienām)/iu;
/** "past week", "past month" in English mean the last 7 and 30 days. */
const PAST = /\bpast (week|month)\b/i;

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A period's first and last day on the clock of `timeZone`. */
export function resolvePeriod(asked: PeriodAsked | null, timeZone: string, now = new Date()): ResolvedPeriod {
  const today = localToday(timeZone, now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monthStart = `${today.slice(0, 8)}01`;
  const kind = asked?.kind ?? 'last-days';
  const span = (from: string, to: string): ResolvedPeriod => ({
    kind,
    ...(kind === 'last-days' ? { days: asked?.days ?? DEFAULT_PERIOD_DAYS } : {}),
    from,
    to,
    named: asked !== null,
  });
  switch (kind) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(shift(today, -1), shift(today, -1));
    case 'this-week':
      return span(shift(today, -weekday), today);
    case 'last-week':
      return span(shift(today, -weekday - 7), shift(today, -weekday - 1));
    case 'this-month':
      return span(monthStart, today);
    case 'last-month': {
      const last = shift(monthStart, -1);
      return span(`${last.slice(0, 8)}01`, last);
    }
    case 'this-year':
      return span(`${today.slice(0, 4)}-01-01`, today);
    case 'last-days': {
      const days = Math.min(Math.max(asked?.days ?? DEFAULT_PERIOD_DAYS, 1), MAX_DAYS);
      return { ...span(shift(today, 1 - days), today), days };
    }
  }
}

/** The number-of-days period a question names, or null. */
export function lastDaysOf(question: string): PeriodAsked | null {
  const past = PAST.exec(question);
  if (past) return { kind: 'last-days', days: past[1] === 'week' ? 7 : 30 };
  const found = LAST_DAYS.exec(question);
  if (!found) return null;
  return { kind: 'last-days', days: Math.min(Math.max(Number(found[1]), 1), MAX_DAYS) };
}
