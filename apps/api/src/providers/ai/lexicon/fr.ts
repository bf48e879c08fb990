import type { LanguagePack } from './types';

export const fr: LanguagePack = {
  topics: {
    food: 'nourriture*, plat, plats, repas, cuisine*, pâtes, pates, pizza*, soupe*, salade*, viande*, poisson*, poulet*, dessert*, déjeuner*, dîner*, diner, menu*, portion*, goût*, saveur*, steak*, burger*, frites, pain, gâteau*, chef*, entrée*, petit déjeuner',
    drinks:
      'boisson*, café*, cafe, thé, bière*, vin, vins, cocktail*, jus, eau, limonade*, apéritif*, apéro*, bar',
    service:
      'service*, serveur*, serveuse*, personnel*, accueil*, équipe*, staff, patron*, gérant*, employé*',
    waiting: 'attente*, attendu*, attendre*, attend, attendons, attendez, patienter',
    price: 'prix, tarif*, addition*, coût*, argent, rapport qualité prix',
    cleanliness: 'propreté, hygiène*, toilette*, sanitaire*',
    ambience: 'ambiance*, atmosphère*, musique*, décor*, déco*, terrasse*, cadre, bruit*',
    location: 'emplacement*, situé*, située*, parking*, stationnement*, vue, quartier*',
  },
  cues: {
    food: {
      positive: 'délicieu*, savoureu*, succulent*, frais, fraîche*, goûteu*, copieu*',
      negative:
        'fade*, insipide*, brûlé*, immangeable*, trop salé*, trop cuit*, pas assez cuit*, gras, grasse',
    },
    service: {
      positive:
        'aimable*, attentionné*, attentif*, attentive*, poli, polie*, polis, courtois*, accueillant*, souriant*, serviable*',
      negative: 'impoli*, grossier*, grossière*, malpoli*, arrogant*, désagréable*, désagreable*',
    },
    waiting: {
      positive: 'rapide*, rapidement, vite',
      negative:
        'lent*, lenteur*, une éternité, une demi heure, demi heure, trop long*, interminable*, une heure',
    },
    price: {
      positive: 'abordable*, raisonnable*, bon rapport, bon marché, pas cher',
      negative: 'cher, chère, chers, chères, excessi*, hors de prix, exorbitant*, trop cher',
    },
    cleanliness: {
      positive: 'propre*, impeccable*, nickel',
      negative: 'sale, sales, saleté*, crasseu*, collant*',
    },
    ambience: { positive: 'cosy, chaleureu*, calme*, convivial*', negative: 'bruyant*, trop de bruit' },
    location: { positive: 'central*, bien situé*, bien placé*' },
  },
  positive:
    'bon, bonne, bons, bonnes, excellent*, parfait*, super, génial*, magnifique*, merveilleu*, formidable*, recommand*, top, ador*, aim*, sympa*, agréable*, merci, délicieux',
  negative:
    'mauvais*, horrible*, nul, nulle*, nuls, décevant*, déçu*, déçue*, affreu*, catastroph*, dégoûtant*, dégueulasse*, pire*, médiocre*, à éviter',
  negators: 'ne, n, pas, jamais, rien, aucun*, sans, ni, guère',
  clauseBreaks: 'et, mais, cependant, pourtant, quoique, tandis, sauf, toutefois',
  minutes: 'minute*, min, mn',
  hours: 'heure*, h',
  stopWords:
    'le, la, les, et, est, était, très, des, une, un, nous, pour, avec, mais, pas, du, au, on, ce, il, elle, c, j, l, qu',
  splitApostrophes: true,
};
