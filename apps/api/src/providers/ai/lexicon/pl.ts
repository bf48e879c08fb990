import type { LanguagePack } from './types';

export const pl: LanguagePack = {
  topics: {
    food: 'jedzeni*, danie*, dania, dań, potraw*, kuchni*, kuchnia, makaron*, pizz*, zup*, sałat*, mięs*, ryb*, deser*, śniadani*, obiad*, kolacj*, menu, karta dań, porcj*, smak, smaku, pierog*, burger*, chleb*, kucharz*, szef kuchni',
    drinks:
      'napój, napoj*, kaw*, herbat*, piw*, wino, wina, koktajl*, drink*, sok, soki, soku, lemoniad*, woda, wody, wodę, bar',
    service: 'obsług*, kelner*, kelnerk*, personel*, pracowni*, menedżer*, kierownik*, barman*, załog*',
    waiting: 'czeka*, czekal*, czekaliśmy, oczekiwa*, kolejk*',
    price:
      'cena, ceny, cenie, cenę, ceną, cen, cenach, cenami, cenom, cenow*, cennik*, koszt*, rachun*, pieniądz*, pieniędzy',
    cleanliness: 'czystość, czystości, toalet*, łazienk*, higien*',
    ambience: 'atmosfer*, klimat*, muzyk*, wystr*, wnętrz*, ogródek*, taras*',
    location: 'lokalizacj*, położeni*, parking*, widok*, okolic*',
  },
  cues: {
    food: {
      positive: 'smaczn*, pyszn*, wyborn*, śwież*, soczyst*',
      negative: 'niesmaczn*, bez smaku, mdł*, przesolon*, przypalon*, nieśwież*, tłust*',
    },
    service: {
      positive: 'uprzejm*, życzliw*, pomocn*, profesjonaln*, uważn*',
      negative: 'niemił*, nieuprzejm*, opryskliw*, chamsk*, niegrzeczn*, arogancki*, gburowat*',
    },
    waiting: {
      positive: 'szybk*, sprawn*, błyskawiczn*',
      negative: 'długo, wolno, powoli, pół godziny, godzinę, wieczność*',
    },
    price: {
      positive: 'tani*, tanio, przystępn*, rozsądn*',
      negative: 'drogo, drogie, drogi, drogich, zawyżon*, przepłacon*',
    },
    cleanliness: { positive: 'czyst*, schludn*', negative: 'brud*, niechlujn*, lepk*, śmierdz*' },
    ambience: {
      positive: 'przytuln*, klimatyczn*, cich*',
      negative: 'głośn*, hałas*, hałaś*, ciasn*, duszn*',
    },
    location: { positive: 'centraln*, w centrum' },
  },
  positive:
    'dobr*, dobrze, świetn*, doskonał*, wspaniał*, super, polecam, polec*, rewelac*, idealn*, fantastyczn*, najlepsz*, mił*, sympatyczn*, dziękuj*, zadowolon*, przyjemn*',
  negative:
    'zły, zła, złe, źle, fataln*, okropn*, straszn*, beznadziej*, rozczarow*, najgorsz*, tragiczn*, niezadowolon*, koszmar*, nieprzyjemn*, nie polecam',
  negators: 'nie, nigdy, nic, bez, żaden, żadn*, ani',
  clauseBreaks: 'i, a, ale, lecz, jednak, chociaż, choć, oraz',
  minutes: 'minut*, min',
  hours: 'godzin*, godz',
  stopWords:
    'i, w, na, nie, jest, było, był, była, bardzo, się, z, że, do, ale, to, jak, za, po, już, tylko, jeszcze',
};
