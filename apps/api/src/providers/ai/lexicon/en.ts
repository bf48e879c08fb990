import type { LanguagePack } from './types';

export const en: LanguagePack = {
  topics: {
    food: 'food, dish*, meal*, pasta, pizza*, burger*, steak*, soup*, salad*, dessert*, breakfast*, brunch*, lunch*, dinner*, menu*, portion*, taste*, flavo*, cook*, chef*, meat, fish, chicken, fries, bread, cake*, sauce*, starter*, main course*, kitchen, cuisine, sushi, noodle*, sandwich*, seafood',
    drinks:
      'drink*, coffee*, tea, teas, beer*, wine*, cocktail*, juice*, cappuccino*, latte*, espresso*, lemonade*, smoothie*, beverage*',
    service:
      'service, services, waiter*, waitress*, waitstaff, staff, server, servers, bartender*, barista*, host, hostess*, manager*, personnel, employee*, owner*',
    waiting: 'wait, waits, waited, waiting, queue*, delay*',
    price: 'price*, cost*, bill, value, money',
    cleanliness: 'cleanliness, hygiene, toilet*, restroom*, bathroom*, washroom*',
    ambience:
      'ambien*, atmospher*, music, decor*, interior*, vibe*, noise, lighting, furniture, terrace*, patio*',
    location: 'location*, located, parking, view*, neighbo*, area, street',
  },
  cues: {
    food: {
      positive: 'delicious, tasty, yummy, flavorful, flavourful, well cooked, fresh, juicy, crispy, tender',
      negative:
        'bland, tasteless, overcooked, undercooked, burnt, raw, stale, soggy, greasy, inedible, salty',
    },
    service: {
      positive: 'attentive, polite, courteous, helpful, welcoming, professional',
      negative: 'rude, impolite, unfriendly, inattentive, unprofessional, ignored, arrogant',
    },
    waiting: {
      positive: 'quick*, fast, prompt*, speedy, no wait*, on time',
      negative:
        'slow*, forever, ages, long wait*, long time, too long, delayed, late, half an hour, an hour, one hour, over an hour, two hours, took forever',
    },
    price: {
      positive: 'cheap, affordable, reasonabl*, inexpensive, good value, value for money, worth it, bargain',
      negative: 'expensive, overpriced, pricey, rip off, ripoff, overcharg*',
    },
    cleanliness: {
      positive: 'clean, cleaner, spotless, tidy, neat, hygienic',
      negative: 'dirty, filthy, sticky, messy, unhygienic, unclean, smelly, stink*, dusty',
    },
    ambience: {
      positive: 'cozy, cosy, quiet, charming, relaxing, romantic',
      negative: 'noisy, loud, cramped, crowded, stuffy, smoky',
    },
    location: { positive: 'central, easy to find', negative: 'hard to find, no parking' },
  },
  positive:
    'great, excellent, amazing, awesome, lovely, nice, good, perfect*, wonderful, fantastic, superb, friendly, recommend*, enjoy*, love, loved, best, outstanding, pleasant, thank*, will be back, come back',
  negative:
    'bad, terrible, awful, horrible, disgusting, disappoint*, worst, mediocre, poor, poorly, never again, unpleasant, nasty, annoy*',
  negators:
    "not, no, never, nothing, none, neither, nor, without, hardly, don't, didn't, doesn't, isn't, wasn't, weren't, aren't, won't, wouldn't, couldn't, can't, cannot, haven't, hasn't, dont, didnt, isnt, wasnt, werent, cant",
  clauseBreaks: 'and, but, however, although, though, while, whereas, yet, except',
  minutes: 'min, mins, minute*',
  hours: 'hour*, hr, hrs, h',
  stopWords:
    'the, and, was, were, is, it, we, our, for, with, very, of, to, but, this, that, i, my, they, had, have',
};
