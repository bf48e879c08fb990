import type { LanguagePack } from './types';

export const lv: LanguagePack = {
  topics: {
    food: 'ēdien*, maltīt*, virtuv*, pasta, pastas, pica*, zup*, salāt*, gaļ*, zivs, zivis, vistas, desert*, brokast*, pusdien*, vakariņ*, ēdienkart*, porcij*, garša, garšu, pavār*, maize*',
    drinks: 'dzēr*, kafij*, tēj*, alus, vīn*, kokteil*, sula, sulu, ūdens, bārs',
    service: 'apkalpošan*, apkalpojoš*, viesmīl*, personāl*, darbinie*, serviss*',
    waiting: 'gaidī*, gaidīt, gaidījām, kavēšan*',
    price: 'cena, cenas, cenu, cenām, cenā, cenai, cenrād*, rēķin*, naud*',
    cleanliness: 'tīrība*, tualet*, higiēn*',
    ambience: 'atmosfēr*, mūzik*, interjer*, terase*',
    location: 'atrašanās viet*, autostāvviet*, stāvviet*, skats, skatu',
  },
  cues: {
    food: { positive: 'garšīg*, gard*, svaig*', negative: 'negaršīg*, bezgaršīg*' },
    service: {
      positive: 'laipn*, pieklājīg*, uzmanīg*, izpalīdzīg*',
      negative: 'nelaipn*, rupj*, nepieklājīg*',
    },
    waiting: { positive: 'ātr*', negative: 'lēn*, ilgi, pusstundu, stundu' },
    price: { positive: 'lēt*, pieņemam*', negative: 'dārg*' },
    cleanliness: { positive: 'tīr*', negative: 'netīr*' },
    ambience: { positive: 'mājīg*, klus*', negative: 'trokšņ*, troksn*' },
  },
  positive:
    'lielisk*, izcil*, labs, laba, labi, labais, brīnišķīg*, super, iesak*, ieteik*, paldies, apmierināt*, perfekt*, jauk*',
  negative: 'slikt*, briesmīg*, šausmīg*, vīl*, neapmierināt*, pretīg*',
  negators: 'ne, nav, nebija, nekad, nekas, bez, neviens',
  clauseBreaks: 'un, bet, taču, tomēr, kamēr',
  minutes: 'minūt*, min',
  hours: 'stund*',
  stopWords: 'un, ir, bija, ļoti, ar, bet, uz, no, kas, mēs, par, tas, nav, arī, bija, mums',
};
