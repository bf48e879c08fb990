import type { LanguagePack } from './types';

export const it: LanguagePack = {
  topics: {
    food: 'cibo*, piatt*, cucina*, pasta*, pizza*, zuppa*, insalat*, carne*, pesce*, pollo*, dolci, dessert*, colazione*, pranzo*, cena*, menù, menu, porzion*, sapor*, gusto, antipast*, risotto*, lasagn*, pane, primo, primi, secondo piatto, cuoco*, chef*',
    drinks:
      'bevand*, caffè, caffe, tè, birr*, vino, vini, cocktail*, succo*, acqua, spritz*, cappuccin*, aperitiv*, bar',
    service: 'servizio*, camerier*, personale*, staff, gestor*, proprietar*, titolare*, accoglienza',
    waiting: 'attes*, aspett*, attender*, atteso, coda',
    price: 'prezzo, prezzi, conto, costo, costi, soldi',
    cleanliness: 'pulizia, igiene*, bagn*',
    ambience: 'ambiente*, atmosfer*, music*, arredament*, terrazz*, locale, rumore',
    location: 'posizion*, parchegg*, vista, zona, raggiungere',
  },
  cues: {
    food: {
      positive: 'delizios*, gustos*, saporit*, squisit*, buonissim*, fresc*, abbondant*',
      negative:
        'insipid*, sciapo, sciapa, sciapi, bruciat*, scotto, scotta, scotti, immangiabil*, unto, unta',
    },
    service: {
      positive: 'gentil*, cordial*, attent*, disponibil*, simpatic*, professional*, cortes*',
      negative: 'scortes*, maleducat*, sgarbat*, antipatic*, arrogant*, villan*',
    },
    waiting: {
      positive: 'veloc*, rapid*, subito',
      negative: 'lent*, mezz ora, mezzora, eternità, troppo tempo, un ora',
    },
    price: {
      positive: 'economic*, convenient*, onest*, buon prezzo, prezzi giusti',
      negative: 'caro, cara, cari, care, carissim*, costos*, esagerat*',
    },
    cleanliness: { positive: 'pulit*', negative: 'sporc*, sudici*, lurid*' },
    ambience: {
      positive: 'accoglient*, tranquill*, intim*, suggestiv*',
      negative: 'rumoros*, caotic*, affollat*',
    },
    location: { positive: 'central*, in centro' },
  },
  positive:
    'buon*, ottim*, eccellent*, perfett*, fantastic*, meraviglios*, stupend*, consigli*, bravi, brava, bravo, bello, bella, belli, piaciut*, grazie, top, super, gentil*, torneremo',
  negative:
    'cattiv*, pessim*, orribil*, terribil*, deludent*, delus*, schifo*, male, peggio, peggior*, mediocr*, vergogn*, mai più, sgradevol*',
  negators: 'non, mai, niente, nulla, nessun*, senza, né, neanche, nemmeno, neppure',
  clauseBreaks: 'e, ed, ma, però, tuttavia, mentre, invece, sebbene',
  minutes: 'minut*, min',
  hours: 'ora, ore',
  stopWords:
    'il, la, lo, gli, le, e, è, era, molto, di, che, per, con, ma, non, un, una, abbiamo, del, della, siamo, ci',
  splitApostrophes: true,
};
