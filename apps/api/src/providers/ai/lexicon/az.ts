import type { LanguagePack } from './types';

export const az: LanguagePack = {
  topics: {
    food: 'yemək*, yeməy*, xörək*, dad, dadı, ət, əti, balıq*, toyuq*, şorba*, salat*, desert*, səhər yeməyi, menyu*, porsiya*, plov*, kabab*, çörək*, aşpaz*, mətbəx*',
    drinks: 'içki*, qəhvə*, çay*, pivə*, şərab*, şirə*, su, suyu, limonad*, kompot*, bar',
    service: 'xidmət*, ofisiant*, personal*, işçi*, heyət*, menecer*',
    waiting: 'gözlə*, gözlədik, gözləmə*',
    price: 'qiymət*, hesab*, pul*',
    cleanliness: 'təmizlik*, tualet*, gigiyena*',
    ambience: 'mühit*, atmosfer*, musiqi*, interyer*, dizayn*',
    location: 'məkan*, ünvan*, dayanacaq*, mənzərə*, yerləşmə*',
  },
  cues: {
    food: { positive: 'dadlı*, ləzzətli*, təzə*', negative: 'dadsız*, yanmış*' },
    service: {
      positive: 'nəzakətli*, mehriban*, diqqətli*, gülərüz*',
      negative: 'kobud*, nəzakətsiz*, etinasız*',
    },
    waiting: { positive: 'tez, sürətli*, cəld*', negative: 'yavaş*, uzun, yarım saat, gecik*' },
    price: { positive: 'ucuz*, münasib*', negative: 'baha*' },
    cleanliness: { positive: 'təmiz*', negative: 'çirkli*, natəmiz*' },
    ambience: { positive: 'sakit*, rahat*', negative: 'səs küy*, səs-küy*' },
  },
  positive: 'əla, gözəl*, yaxşı*, super, möhtəşəm*, tövsiyə*, razı*, təşəkkür*, xoş*, bəyən*',
  negative: 'pis, pisdir, bərbad*, dəhşət*, iyrənc*, narazı*, bəyənmə*',
  negators: 'heç vaxt, nə',
  negatorsAfter: 'deyil*, yox, yoxdur, olmadı',
  clauseBreaks: 'və, amma, ancaq, lakin, fəqət',
  minutes: 'dəqiqə*, dəq',
  hours: 'saat*',
  stopWords: 'və, bir, çox, bu, idi, ilə, amma, üçün, da, də, biz, bizə, mən, o, ki',
  splitApostrophes: true,
};
