import { type TLanguage, type TRatingAnalysis, type TTopic, ZRatingAnalysis } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { analyseLocally } from './local-analysis';

const topicMoods = (analysis: TRatingAnalysis) =>
  Object.fromEntries(analysis.topics.map((t) => [t.topic, t.sentiment])) as Partial<Record<TTopic, string>>;

const LONG_WAIT_AND_RUDE: [TLanguage, string][] = [
  ['en', 'We waited 40 minutes for our food and the waiter was rude'],
  ['es', 'Esperamos 40 minutos por la comida y el camarero fue grosero'],
  ['ru', 'Мы ждали еду 40 минут, официант был грубым'],
  ['de', 'Wir haben 40 Minuten auf das Essen gewartet und der Kellner war unhöflich'],
  ['uk', 'Ми чекали їжу 40 хвилин, офіціант був грубим'],
  ['fr', 'Nous avons attendu 40 minutes notre repas et le serveur était impoli'],
  ['it', 'Abbiamo aspettato 40 minuti per il cibo e il cameriere era scortese'],
  ['pl', 'Czekaliśmy 40 minut na jedzenie, a kelner był niemiły'],
  ['tr', 'Yemek için 40 dakika bekledik ve garson kabaydı'],
  ['ar', 'انتظرنا 40 دقيقة للطعام والنادل كان وقحا'],
  ['zh', '我们等了四十分钟，服务员很粗鲁'],
];

const TASTY_AND_FRIENDLY: [TLanguage, string][] = [
  ['en', 'Delicious pasta, friendly staff'],
  ['es', 'Pasta deliciosa, personal amable'],
  ['ru', 'Вкусная паста, дружелюбный персонал'],
  ['de', 'Leckere Pasta, freundliches Personal'],
  ['uk', 'Смачна паста, привітний персонал'],
  ['fr', 'Pâtes délicieuses, personnel sympathique'],
  ['it', 'Pasta deliziosa, personale gentile'],
  ['pl', 'Pyszny makaron, miła obsługa'],
  ['tr', 'Lezzetli makarna, güler yüzlü personel'],
  ['hv', 'Hrana je bila odlična, konobar ljubazan'],
  ['sl', 'Hrana je bila okusna, natakar prijazen'],
  ['lv', 'Ēdiens bija garšīgs, viesmīlis laipns'],
  ['ar', 'الطعام لذيذ والنادل لطيف'],
  ['zh', '食物很好吃，服务员很友好'],
];

/** A complaint about a slow service: an hour's wait, then the service named and called slow. */
const SLOW_SERVICE: [TLanguage, string][] = [
  ['en', 'We waited an hour and the service was very slow'],
  ['es', 'Esperamos una hora y el servicio fue muy lento'],
  ['ru', 'Мы ждали час, обслуживание было очень медленным'],
  ['de', 'Wir haben eine Stunde gewartet, der Service war sehr langsam'],
];

const AN_HOURS_WAIT: [TLanguage, string][] = [
  ['en', 'We waited an hour'],
  ['es', 'Esperamos una hora'],
  ['ru', 'Мы ждали час'],
  ['de', 'Wir haben eine Stunde gewartet'],
];

describe('local analysis', () => {
  it.each(LONG_WAIT_AND_RUDE)('reads a long wait and a rude waiter as negative (%s)', (language, text) => {
    const analysis = analyseLocally({ text });
    expect(analysis.language).toBe(language);
    expect(analysis.sentiment).toBe('negative');
    expect(analysis.score).toBeLessThan(-0.5);
    expect(topicMoods(analysis)).toMatchObject({ waiting: 'negative', service: 'negative' });
    expect(ZRatingAnalysis.parse(analysis)).toEqual(analysis);
  });

  it.each(TASTY_AND_FRIENDLY)('reads tasty food and friendly staff as positive (%s)', (language, text) => {
    const analysis = analyseLocally({ text });
    expect(analysis.language).toBe(language);
    expect(analysis.sentiment).toBe('positive');
    expect(topicMoods(analysis)).toEqual({ food: 'positive', service: 'positive' });
  });

  it('gives each topic the mood of its own clause: the food waited for is not judged', () => {
    const analysis = analyseLocally({ text: 'We waited 40 minutes for our food and the waiter was rude' });
    expect(topicMoods(analysis).food).toBe('neutral');
    expect(analysis.topics.find((t) => t.topic === 'waiting')?.mentions).toEqual(['waited', '40 minutes']);
    expect(analysis).toMatchObject({ engine: 'local', summary: null });
  });

  it('lets a clause without a topic speak of the one before it', () => {
    const analysis = analyseLocally({ text: 'We waited 40 minutes for our food and it was terrible' });
    expect(topicMoods(analysis)).toEqual({ food: 'negative', waiting: 'negative' });
  });

  it('counts a long stay as no wait when the comment does not speak of waiting', () => {
    const analysis = analyseLocally({ text: 'We stayed 3 hours, lovely evening' });
    expect(analysis.topics).toEqual([]);
    expect(analysis.sentiment).toBe('positive');
  });

  it.each([
    ['en', 'The food was not good'],
    ['de', 'Das Essen war nicht gut'],
    ['ru', 'Еда была не вкусной'],
    ['es', 'La comida no es buena'],
    ['fr', "La nourriture n'était pas bonne"],
    ['it', 'Il cibo non era buono'],
    ['tr', 'Yemek lezzetli değildi'],
    ['zh', '菜不好吃'],
  ] as [TLanguage, string][])('turns a negated good word around (%s)', (language, text) => {
    const analysis = analyseLocally({ text, language });
    expect(analysis.sentiment).toBe('negative');
    expect(topicMoods(analysis).food).toBe('negative');
  });

  it('turns negated complaints into praise', () => {
    expect(analyseLocally({ text: 'Not bad at all, the staff were not rude' })).toMatchObject({
      sentiment: 'positive',
      topics: [{ topic: 'service', sentiment: 'positive' }],
    });
    expect(topicMoods(analyseLocally({ text: 'No wait at all' })).waiting).toBe('positive');
    expect(topicMoods(analyseLocally({ text: 'Der Kellner war nicht unhöflich' })).service).toBe('positive');
  });

  it('judges each topic apart in a mixed comment', () => {
    const analysis = analyseLocally({ text: 'Das Essen war lecker, aber viel zu teuer' });
    expect(topicMoods(analysis)).toEqual({ food: 'positive', price: 'negative' });
    expect(analysis.sentiment).toBe('neutral');
  });

  it('weighs the text with the rating score', () => {
    const text = 'Das Essen war lecker, aber viel zu teuer';
    const low = analyseLocally({ text, scoreShare: 0 });
    const high = analyseLocally({ text, scoreShare: 1 });
    expect(low.score).toBeLessThan(0);
    expect(high.score).toBeGreaterThan(0);
    expect(high.score).toBeCloseTo(-low.score, 5);

    const praise = 'Delicious pasta, friendly staff';
    const unrated = analyseLocally({ text: praise }).score;
    expect(analyseLocally({ text: praise, scoreShare: 1 }).score).toBeGreaterThan(unrated);
    expect(analyseLocally({ text: praise, scoreShare: 0 }).score).toBeLessThan(unrated);
    // The words still count for more than the stars.
    expect(analyseLocally({ text: praise, scoreShare: 0 }).sentiment).toBe('positive');
  });

  it('goes by the rating score alone when the text has no mood', () => {
    expect(analyseLocally({ text: 'We had the soup', scoreShare: 0 })).toMatchObject({
      sentiment: 'negative',
      score: -1,
      topics: [{ topic: 'food', sentiment: 'neutral', mentions: ['soup'] }],
    });
    expect(analyseLocally({ text: 'We had the soup', scoreShare: 0.5 }).sentiment).toBe('neutral');
    expect(analyseLocally({ text: '', scoreShare: 1 })).toMatchObject({
      sentiment: 'positive',
      score: 1,
      topics: [],
      language: null,
    });
  });

  it('reads emoji moods from the shared lexicon', () => {
    expect(analyseLocally({ text: 'Pizza 😍😍', language: 'it' })).toMatchObject({
      sentiment: 'positive',
      topics: [{ topic: 'food', sentiment: 'positive' }],
    });
  });

  it('keeps a given language and reads a long comment quickly', () => {
    const sentence =
      'We waited 40 minutes for our food and the waiter was rude, but the dessert was delicious. ';
    const started = performance.now();
    const analysis = analyseLocally({ text: sentence.repeat(22).slice(0, 2000), language: 'en' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(analysis.language).toBe('en');
    expect(topicMoods(analysis)).toMatchObject({
      food: 'positive',
      service: 'negative',
      waiting: 'negative',
    });
  });

  it.each(SLOW_SERVICE)(
    'reads a slow service as a complaint about the wait and the service (%s)',
    (language, text) => {
      const analysis = analyseLocally({ text });
      expect(analysis.language).toBe(language);
      expect(analysis.sentiment).toBe('negative');
      expect(topicMoods(analysis)).toEqual({ service: 'negative', waiting: 'negative' });
    },
  );

  it.each(AN_HOURS_WAIT)('reads an hour waited as a complaint about waiting (%s)', (language, text) => {
    const analysis = analyseLocally({ text });
    expect(analysis.language).toBe(language);
    expect(analysis.sentiment).toBe('negative');
    expect(topicMoods(analysis)).toEqual({ waiting: 'negative' });
  });

  it('keeps a quick service praise for both the wait and the service', () => {
    expect(topicMoods(analyseLocally({ text: 'The service was quick' }))).toEqual({
      service: 'positive',
      waiting: 'positive',
    });
  });

  it('reads lovely in Spanish as lovely, not as the price', () => {
    const analysis = analyseLocally({ text: 'La terraza es preciosa', language: 'es' });
    expect(analysis.sentiment).toBe('positive');
    expect(topicMoods(analysis)).toEqual({ ambience: 'positive' });
    expect(topicMoods(analyseLocally({ text: 'El precio es justo', language: 'es' }))).toEqual({
      price: 'positive',
    });
    expect(topicMoods(analyseLocally({ text: 'Los precios son muy caros', language: 'es' }))).toEqual({
      price: 'negative',
    });
  });

  it.each([
    ['es', 'Nos dimos cuenta de que la zona costera es tranquila', 'location'],
    ['it', 'Pasta al prezzemolo, deliziosa', 'food'],
    ['pl', 'Restauracja w samym centrum, bardzo miła', null],
    ['cs', 'Restaurace v centru města, moc milá', null],
    ['ru', 'Ценю ваше гостеприимство', null],
    ['uk', 'Цінуємо вашу гостинність', null],
    ['ro', 'Un loc prețios, chelnerul pretențios', 'service'],
  ] as [TLanguage, string, TTopic | null][])(
    'does not take a word that begins like a price word for the price (%s)',
    (language, text, topic) => {
      const topics = analyseLocally({ text, language }).topics.map((t) => t.topic);
      expect(topics).not.toContain('price');
      if (topic) expect(topics).toContain(topic);
    },
  );

  it('still reads the price words of those languages', () => {
    for (const [language, text] of [
      ['it', 'Prezzi onesti'],
      ['pl', 'Ceny są rozsądne'],
      ['cs', 'Ceny jsou rozumné'],
      ['ru', 'Цены доступные'],
      ['uk', 'Ціни прийнятні'],
      ['ro', 'Prețurile sunt rezonabile'],
      ['hv', 'Cijene su povoljne'],
      ['sl', 'Cene so ugodne'],
      ['lv', 'Cenas ir pieņemamas'],
    ] as [TLanguage, string][]) {
      expect(topicMoods(analyseLocally({ text, language })), text).toEqual({ price: 'positive' });
    }
  });
});
