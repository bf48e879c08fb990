import type { LanguagePack } from './types';

export const sl: LanguagePack = {
  topics: {
    food: 'hran*, jed, jedi, jedilnik*, kuhinj*, testenin*, pica, pico, juh*, solat*, meso, mesa, rib*, piščan*, sladic*, zajtrk*, kosil*, večerj*, porcij*, okus, okusa, kuhar*, kruh*',
    drinks: 'pijač*, kav*, čaj*, piv*, vino, vina, koktajl*, sok, soka, voda, vodo, vode, bar',
    service: 'postrežb*, natakar*, natakaric*, osebj*, zaposlen*, servis*, strežb*',
    waiting: 'čaka*, čakal*, čakanj*',
    price: 'cena, cene, ceno, cen, cenah, cenami, cenam, cenov*, cenik*, račun*, denar*',
    cleanliness: 'čistoč*, stranišč*, wc, higien*',
    ambience: 'vzdušj*, ambient*, glasb*, notranjost*, teras*',
    location: 'lokacij*, lega, parkirišč*, parkiranj*, razgled*',
  },
  cues: {
    food: {
      positive: 'okusen, okusn*, slasten, slastn*, svež*, sočn*',
      negative: 'neokusen, neokusn*, brez okusa, presoljen*, zažgan*',
    },
    service: {
      positive: 'prijazen, prijazn*, vljuden, vljudn*, ustrežljiv*, pozorn*, profesionaln*',
      negative: 'neprijazen, neprijazn*, nevljuden, nevljudn*, nesramn*, aroganten*, arogantn*, osorn*',
    },
    waiting: { positive: 'hitr*, hitro', negative: 'počas*, dolgo, pol ure, eno uro, večnost*' },
    price: { positive: 'poceni, ugodn*, dostopn*', negative: 'drago, predrag*' },
    cleanliness: { positive: 'čist*, urejen*', negative: 'umazan*, neurejen*' },
    ambience: { positive: 'mirn*', negative: 'hrupn*, hrup*' },
  },
  positive:
    'odličn*, izvrstn*, super, priporoč*, dobr*, dobro, čudovit*, popoln*, zadovolj*, hvala, prijetn*, lep, lepa, lepo',
  negative: 'slab*, grozn*, zanič, obupn*, razočar*, nezadovolj*, najslabš*, neprijetn*',
  negators: 'ne, ni, niso, nisem, nismo, nikoli, nič, brez, noben*',
  clauseBreaks: 'in, ter, a, ampak, toda, vendar, čeprav, medtem',
  minutes: 'minut*, min',
  hours: 'ura, ure, uro, uri, ur',
  stopWords: 'in, je, bil, bila, bilo, zelo, na, v, se, da, z, ampak, smo, pa, tudi, so, za, ki',
};
