import type { LanguagePack } from './types';

export const de: LanguagePack = {
  topics: {
    food: 'essen, speise*, gericht*, mahlzeit*, küche, pasta, nudel*, pizza*, suppe*, salat*, fleisch*, fisch*, steak*, schnitzel*, nachtisch*, dessert*, frühstück*, mittagessen, abendessen, portion*, geschmack*, burger*, brot, brötchen, kuchen*, koch, köchin, vorspeise*, hauptgericht*',
    drinks:
      'getränk*, kaffee*, tee, bier*, wein, weine, weins, cocktail*, saft*, säfte*, wasser, limonade*, cappuccino*, latte, espresso*, bar',
    service:
      'service, bedienung*, kellner*, kellnerin*, personal*, mitarbeiter*, servicekraft*, servicepersonal, chefin, wirt*, team',
    waiting: 'wart*, gewartet, wartezeit*',
    price: 'preis*, kosten, rechnung*, geld',
    cleanliness: 'sauberkeit, hygiene, toilette*, wc',
    ambience: 'ambiente*, atmosphäre*, stimmung*, musik*, einrichtung*, deko*, terrasse*, biergarten*',
    location: 'lage, standort*, parkplatz*, parkplätze*, aussicht*, gegend, anfahrt',
  },
  cues: {
    food: {
      positive: 'lecker*, köstlich*, schmackhaft*, frisch*, saftig*, knusprig*',
      negative:
        'fad, fade, geschmacklos*, versalzen*, verbrannt*, matschig*, zäh, zähe, zähes, ungenießbar*, labberig*',
    },
    service: {
      positive: 'aufmerksam*, höflich*, zuvorkommend*, hilfsbereit*, herzlich*, professionell*',
      negative: 'unhöflich*, unfreundlich*, frech*, arrogant*, unaufmerksam*, patzig*, genervt*',
    },
    waiting: {
      positive: 'schnell*, zügig*, flott*, ohne wartezeit',
      negative: 'langsam*, lange, ewig*, ewigkeit, halbe stunde, eine stunde, verspät*',
    },
    price: {
      positive: 'günstig*, preiswert*, billig*, fair*, angemessen*',
      negative: 'teuer*, teure*, überteuert*, wucher*, zu teuer',
    },
    cleanliness: { positive: 'sauber*, gepflegt*', negative: 'schmutzig*, dreckig*, unsauber*, klebrig*' },
    ambience: {
      positive: 'gemütlich*, ruhig*, stimmungsvoll*',
      negative: 'laut, lauter, lärm*, stickig*, eng',
    },
    location: { positive: 'zentral*, gut erreichbar', negative: 'schwer zu finden, keine parkplätze' },
  },
  positive:
    'gut, gute, guten, guter, gutes, super, toll*, klasse, hervorragend*, ausgezeichnet*, wunderbar*, perfekt*, empfehl*, großartig*, prima, fantastisch*, spitze, top, freundlich*, nett*, lieb*, danke, gerne wieder, angenehm*',
  negative:
    'schlecht*, schrecklich*, furchtbar*, enttäusch*, katastroph*, mies*, ekelhaft*, unmöglich*, schade, grauenhaft*, nie wieder, unangenehm*, miserabel*',
  negators: 'nicht, kein, keine, keinen, keinem, keiner, keines, nie, niemals, nichts, ohne, weder, kaum',
  clauseBreaks: 'und, aber, doch, jedoch, sondern, obwohl, während, allerdings, trotzdem',
  minutes: 'minute*, min',
  hours: 'stunde*, std',
  stopWords:
    'der, die, das, und, ist, war, sehr, nicht, wir, ein, eine, mit, auf, aber, es, zu, uns, haben, hat, den, dem, ich, sich, auch',
};
