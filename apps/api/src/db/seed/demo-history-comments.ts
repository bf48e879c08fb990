import type { TLanguage } from '@guestloop/contracts';
import type { Streak } from './demo-history-calendar';

/**
 * What the demo's guests wrote with their ratings, in the languages of a tourist old town: most in
 * English, the rest in the languages its visitors speak. A shift that went wrong has its own words.
 */

type Outcome = 'bad' | 'neutral' | 'good';
type Texts = Record<Outcome, string[]>;

export const COMMENT_LANGUAGES: [TLanguage, number][] = [
  ['en', 58],
  ['de', 11],
  ['fr', 7],
  ['es', 6],
  ['it', 5],
  ['pl', 5],
  ['uk', 4],
  ['tr', 4],
];

export const COMMENTS: Partial<Record<TLanguage, Texts>> = {
  en: {
    good: [
      'Lovely breakfast, thank you!',
      'Best flat white in the old town.',
      'Friendly staff and the terrace is a gem.',
      'The shakshuka was perfect, we will be back.',
      'Quick service even though it was busy.',
      'Great cheesecake, generous portion.',
    ],
    neutral: [
      'Coffee was a bit cold',
      'Nice place, but the music was too loud.',
      'Good food, a little pricey.',
      'We had to ask twice for the bill.',
    ],
    bad: [
      'We waited forty minutes for the mains',
      'The soup was lukewarm and the bread stale.',
      'Our order was wrong and nobody apologised.',
      'Table was sticky and nobody cleared it.',
      'Too slow, we left before dessert.',
    ],
  },
  de: {
    good: ['Sehr leckeres Frühstück, gerne wieder!', 'Toller Kaffee und nette Bedienung.'],
    neutral: ['Essen gut, aber etwas langsam.', 'Der Cappuccino war nur lauwarm.'],
    bad: ['Eine Stunde gewartet, das Essen war kalt.', 'Bestellung vergessen, sehr enttäuschend.'],
  },
  fr: {
    good: ['Excellent petit-déjeuner, merci !', 'Très bon café, service rapide.'],
    neutral: ['Bon, mais un peu cher.', 'Service correct, sans plus.'],
    bad: ['Attente beaucoup trop longue.', 'Plat froid et serveur débordé.'],
  },
  es: {
    good: ['¡Desayuno buenísimo y personal muy amable!', 'La terraza es preciosa.'],
    neutral: ['Bien, aunque tardaron un poco.', 'El café estaba algo frío.'],
    bad: ['Esperamos casi una hora por la comida.', 'Pedido equivocado y sin disculpas.'],
  },
  it: {
    good: ['Cappuccino ottimo, quasi come a casa!', 'Posto delizioso, torneremo.'],
    neutral: ['Buono ma un po’ lento.', 'Porzioni piccole per il prezzo.'],
    bad: ['Attesa lunghissima, cibo freddo.', 'Servizio molto lento stasera.'],
  },
  pl: {
    good: ['Pyszne śniadanie i miła obsługa!', 'Najlepsza kawa w okolicy.'],
    neutral: ['Dobre jedzenie, ale długo czekaliśmy.', 'Kawa trochę za chłodna.'],
    bad: ['Czekaliśmy ponad godzinę.', 'Zamówienie pomylone, zimne danie.'],
  },
  uk: {
    good: ['Чудовий сніданок, дякуємо!', 'Смачна кава і привітний персонал.'],
    neutral: ['Смачно, але довго чекали.', 'Кава була трохи холодна.'],
    bad: ['Чекали понад годину на страви.', 'Замовлення переплутали.'],
  },
  tr: {
    good: ['Kahvaltı harikaydı, teşekkürler!', 'Çok güzel bir teras.'],
    neutral: ['Güzel ama biraz yavaş.', 'Kahve biraz soğuktu.'],
    bad: ['Bir saat bekledik, yemek soğuktu.', 'Sipariş yanlış geldi.'],
  },
};

/** The bad comments of a shift that went wrong, in English and one or two visitors' languages. */
export const STREAK_COMMENTS: Record<Streak['cause'], [TLanguage, string][]> = {
  'short-staffed': [
    ['en', 'Friday night and only one waiter for the whole hall: 50 minutes for our mains.'],
    ['en', 'Nobody came to our table for twenty minutes, then the order was wrong.'],
    ['en', 'Slow service tonight, the staff were clearly overwhelmed.'],
    ['de', 'Freitagabend, viel zu wenig Personal: fast eine Stunde auf das Essen gewartet.'],
    ['fr', 'Service très lent ce soir, un seul serveur pour toute la salle.'],
  ],
  'coffee-machine': [
    ['en', 'No coffee at brunch because the machine was broken. At a café!'],
    ['en', 'Only filter coffee today, and nobody told us before we ordered.'],
    ['it', 'Niente espresso: macchina del caffè rotta.'],
  ],
  'cold-food': [
    ['en', 'The tomato soup arrived lukewarm.'],
    ['en', 'Pasta was cold in the middle, sent it back.'],
    ['pl', 'Zupa była letnia, makaron zimny.'],
  ],
  'card-terminal': [
    ['en', 'Card machine down, we had to find a cash machine to pay.'],
    ['en', 'Waited half an hour for the bill because the terminal kept failing.'],
    ['es', 'No funcionaba el datáfono y tuvimos que ir a buscar efectivo.'],
  ],
};

/** Friday's dinner rush: a table that waited too long says so (the demo's every Friday). */
export const RUSH_COMMENTS: [TLanguage, string][] = [
  ['en', 'Friday night rush: our mains took almost an hour.'],
  ['en', 'So busy tonight that we had to wave for the waiter three times.'],
  ['en', 'The food came out lukewarm, the kitchen could not keep up on a Friday.'],
  ['de', 'Freitagabend völlig überlaufen, das Essen kam erst nach 45 Minuten.'],
  ['fr', 'Vendredi soir bondé : nos plats sont arrivés après une éternité.'],
  ['es', 'Viernes por la noche a tope: la cena tardó casi una hora.'],
];
