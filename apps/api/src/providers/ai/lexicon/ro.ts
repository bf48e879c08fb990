import type { LanguagePack } from './types';

export const ro: LanguagePack = {
  topics: {
    food: 'mânc*, mancare*, preparat*, bucătări*, paste, pizza*, ciorb*, sup*, salat*, carne*, pește*, peste, pui, desert*, mic dejun, prânz*, cină, cina, meniu*, porți*, portii, gust, gustul, bucătar*, pâine*',
    drinks:
      'băutur*, bautur*, cafea*, cafele*, ceai*, bere*, vin, vinul*, vinuri*, cocktail*, suc, sucul*, sucuri*, apă, apa, limonad*, bar',
    service: 'servire*, serviciu*, servirea, ospătar*, ospatar*, chelner*, personal*, angajat*, manager*',
    waiting: 'aștept*, astept*, așteptare*',
    price: 'preț, prețul, prețului, prețuri*, pret, pretul, pretului, preturi*, nota, nota de plată, bani*',
    cleanliness: 'curățenie*, curatenie*, toaletă*, toalet*, baie*, igien*',
    ambience: 'atmosfer*, ambian*, muzic*, decor*, teras*',
    location: 'locați*, locati*, amplasa*, parcare*, priveliște*, vedere*',
  },
  cues: {
    food: {
      positive:
        'delicios*, delicioas*, gustos*, gustoas*, savuros*, savuroas*, proaspăt*, proaspet*, proaspat*',
      negative: 'insipid*, fad, fadă, ars, arsă',
    },
    service: {
      positive: 'amabil*, politicos*, atent*, prietenos*, profesionist*, săritor*',
      negative: 'nepoliticos*, obraznic*, arogant*, nesimțit*, bădăran*, nepoliticoș*',
    },
    waiting: {
      positive: 'rapid*, repede',
      negative: 'lent*, încet*, jumătate de oră, o oră, mult timp, întârzi*',
    },
    price: { positive: 'ieftin*, accesibil*, rezonabil*', negative: 'scump*, exagerat*' },
    cleanliness: { positive: 'curat*, impecabil*', negative: 'murdar*, mizer*' },
    ambience: { positive: 'liniștit*, primitor*, cozy', negative: 'zgomot*, gălăgi*, aglomerat*' },
    location: { positive: 'central*' },
  },
  positive:
    'excelent*, minunat*, super, bun, bună, buna, buni, bune, perfect*, recomand*, grozav*, superb*, mulțum*, fantastic*, frumos*, plăcut*',
  negative: 'prost*, proast*, groaznic*, oribil*, teribil*, dezamăg*, dezgustător*, nemulțum*, neplăcut*',
  negators: 'nu, n, niciodată, nimic, fără, niciun*, nici',
  clauseBreaks: 'și, si, dar, însă, insa, deși, totuși, iar',
  minutes: 'minut*, min',
  hours: 'oră, ore, ora',
  stopWords: 'și, este, a, fost, foarte, nu, cu, la, de, pe, un, o, dar, mai, care, am, au, sunt',
};
