import {
  DEFAULT_ORDERING_SETTINGS,
  NOT_PAUSED,
  type TCreateMenuItemBody,
  type TItemAddon,
  type TItemAvailability,
} from '@guestloop/contracts';
import type { DishArt } from './demo-menu-art';

/** The Linden Café menu: categories, items (prices in euro cents), options, add-ons and allergens. */

export type DemoItem = Pick<TCreateMenuItemBody, 'title' | 'price'> &
  Partial<
    Pick<
      TCreateMenuItemBody,
      | 'subTitle'
      | 'description'
      | 'allergenText'
      | 'options'
      | 'addons'
      | 'titleTranslate'
      | 'soldOut'
      | 'availability'
    >
  > & { art: DishArt };

export interface DemoCategory {
  title: string;
  subTitle?: string;
  items: DemoItem[];
  subCategories?: DemoCategory[];
}

const BREAKFAST_HOURS: TItemAvailability = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  from: '08:00',
  to: '12:00',
};

const MILK: TItemAddon = {
  name: 'Milk',
  min: 0,
  max: 1,
  options: [
    { name: 'Whole milk', price: 0 },
    { name: 'Oat milk', price: 50 },
    { name: 'Almond milk', price: 50 },
    { name: 'Lactose-free milk', price: 30 },
  ],
};
const EXTRAS: TItemAddon = {
  name: 'Extras',
  min: 0,
  max: 3,
  options: [
    { name: 'Extra shot', price: 80 },
    { name: 'Vanilla syrup', price: 50 },
    { name: 'Caramel syrup', price: 50 },
  ],
};
const BREAKFAST_EXTRAS: TItemAddon = {
  name: 'Add to your plate',
  min: 0,
  max: 4,
  options: [
    { name: 'Free-range egg', price: 120 },
    { name: 'Smoked bacon', price: 250 },
    { name: 'Half an avocado', price: 220 },
    { name: 'Sourdough toast', price: 150 },
  ],
};
const cupSizes = (small: number, large: number) => [
  { name: 'Regular', unitType: 'volume' as const, amount: 250, price: small },
  { name: 'Large', unitType: 'volume' as const, amount: 350, price: large },
];
const wood = '#5d4037';
const slate = '#37474f';
const sage = '#4e6e5d';
const MILK_ALLERGEN = 'Contains milk. Plant milks on request (almond contains nuts).';

/** The menu's own texts: name, subtitle and settings (the seed adds the related items). */
export const DEMO_MENU_INFO = {
  title: 'Linden Café',
  subTitle: 'Breakfast, coffee and lunch under the linden trees',
  settings: {
    hero: {
      title: 'Good morning!',
      content: 'Order at your table: scan, choose and we bring it over. Breakfast is served until noon.',
    },
    variants: {
      name: 'Sizes and extras',
      content: 'Plant milks and extra shots are available for every coffee.',
    },
    footerLinks: [
      { label: 'Instagram', url: 'https://www.instagram.com/lindencafe' },
      { label: 'Our website', url: 'https://lindencafe.example.com' },
    ],
    workDetails: {
      address: '12 Linden Square, Old Town',
      hours: { kind: 'text' as const, text: 'Mon–Fri 8–22, Sat 9–23:30, Sun 9–21' },
    },
    delivery: {
      title: 'Takeaway',
      content: 'Every drink and pastry is available to take away in compostable cups.',
    },
    ordering: { ...DEFAULT_ORDERING_SETTINGS, delivery: true, deliveryFee: 250 },
    pause: NOT_PAUSED,
  },
};

export const DEMO_MENU: DemoCategory[] = [
  {
    title: 'Breakfast',
    subTitle: 'Served every day until noon',
    items: [
      {
        title: 'Linden Breakfast',
        subTitle: 'Our signature plate',
        description:
          'Two fried free-range eggs, toasted sourdough, roast cherry tomatoes, rocket and whipped butter.',
        price: 1150,
        allergenText: 'Eggs, gluten (wheat), milk.',
        addons: [BREAKFAST_EXTRAS],
        availability: BREAKFAST_HOURS,
        titleTranslate: { de: 'Linden-Frühstück', uk: 'Сніданок «Липа»' },
        art: { kind: 'breakfast', colors: ['#e53935', '#b71c1c', '#558b2f'], table: wood },
      },
      {
        title: 'Shakshuka',
        description:
          'Eggs baked in a spiced tomato and pepper sauce with feta, coriander and warm flatbread.',
        price: 1090,
        allergenText: 'Eggs, milk, gluten (wheat).',
        addons: [BREAKFAST_EXTRAS],
        availability: BREAKFAST_HOURS,
        art: { kind: 'soup', colors: ['#e8543c', '#a93226', '#f4d03f'], table: slate },
      },
      {
        title: 'Buttermilk Pancakes',
        description: 'A stack of three fluffy pancakes with maple syrup, fresh blueberries and raspberries.',
        price: 950,
        allergenText: 'Eggs, milk, gluten (wheat).',
        options: [
          { name: 'Stack of three', unitType: 'item', amount: null, price: 950 },
          { name: 'Stack of five', unitType: 'item', amount: null, price: 1290 },
        ],
        availability: BREAKFAST_HOURS,
        art: { kind: 'pancakes', colors: ['#3949ab', '#8d4a1f', '#c2185b'], table: slate },
      },
      {
        title: 'Avocado Toast',
        description: 'Smashed avocado on rye with lime, chilli flakes, pickled red onion and a poached egg.',
        price: 1040,
        allergenText: 'Gluten (rye), eggs. Vegan without the egg.',
        addons: [BREAKFAST_EXTRAS],
        art: { kind: 'sandwich', colors: ['#7cb342', '#c2185b', '#aed581'], table: sage },
      },
      {
        title: 'Granola Bowl',
        description: 'House granola with Greek yoghurt, honey, seasonal berries and toasted almonds.',
        price: 820,
        allergenText: 'Milk, nuts (almonds), oats (gluten).',
        art: { kind: 'bowl', colors: ['#f6efe0', '#dcc9a3', '#8e24aa'], table: wood },
      },
    ],
  },
  {
    title: 'Coffee & Tea',
    subTitle: 'Beans roasted for us in small batches',
    items: [
      {
        title: 'Espresso',
        description: 'A double shot of our seasonal blend: notes of cocoa, cherry and roasted hazelnut.',
        price: 260,
        options: [{ name: 'Double', unitType: 'volume', amount: 60, price: 260 }],
        addons: [EXTRAS],
        art: { kind: 'coffee', colors: ['#8d5a36', '#3e2314', '#c69c6d'], table: slate },
      },
      {
        title: 'Cappuccino',
        description: 'Espresso with velvety steamed milk and a thick layer of foam.',
        price: 380,
        options: cupSizes(380, 450),
        addons: [MILK, EXTRAS],
        allergenText: MILK_ALLERGEN,
        titleTranslate: { uk: 'Капучино', de: 'Cappuccino' },
        art: { kind: 'coffee', colors: ['#c89b6d', '#6b3f1f', '#f7ead9'], table: wood },
      },
      {
        title: 'Flat White',
        description: 'A double ristretto with a thin layer of silky micro-foam.',
        price: 410,
        options: cupSizes(410, 470),
        addons: [MILK, EXTRAS],
        allergenText: MILK_ALLERGEN,
        art: { kind: 'coffee', colors: ['#b07a4f', '#5a3318', '#fbefe0'], table: sage },
      },
      {
        title: 'Caffè Latte',
        description: 'Espresso topped with plenty of steamed milk; mild and creamy.',
        price: 420,
        options: cupSizes(420, 490),
        addons: [MILK, EXTRAS],
        allergenText: MILK_ALLERGEN,
        art: { kind: 'coffee', colors: ['#d7b08a', '#8a5a33', '#fff5e8'], table: slate },
      },
      {
        title: 'Chai Latte',
        description:
          'Black tea brewed with cinnamon, cardamom, ginger and clove, finished with steamed milk.',
        price: 440,
        options: cupSizes(440, 510),
        addons: [MILK],
        allergenText: MILK_ALLERGEN,
        art: { kind: 'coffee', colors: ['#d9a066', '#9c5b2a', '#f3d9b1'], table: wood },
      },
      {
        title: 'Loose-leaf Tea',
        description: 'Earl Grey, Sencha, Rooibos or fresh mint with honey and lemon on the side.',
        price: 350,
        options: [
          { name: 'Cup', unitType: 'volume', amount: 300, price: 350 },
          { name: 'Pot for two', unitType: 'volume', amount: 700, price: 620 },
        ],
        art: { kind: 'tea', colors: ['#e0a03a', '#9a5a12', '#f4d03f'], table: sage },
      },
      {
        title: 'Hot Chocolate',
        description: 'Belgian dark chocolate melted into whole milk, with whipped cream.',
        price: 460,
        options: cupSizes(460, 530),
        addons: [MILK],
        allergenText: 'Milk, soy (lecithin).',
        art: { kind: 'coffee', colors: ['#6d3b1e', '#2e1409', '#f5e1c8'], table: slate },
      },
    ],
    subCategories: [
      {
        title: 'Cold drinks',
        items: [
          {
            title: 'Iced Latte',
            description: 'Double espresso over ice with cold milk.',
            price: 460,
            options: [{ name: 'Glass', unitType: 'glass', amount: 400, price: 460 }],
            addons: [MILK, EXTRAS],
            allergenText: MILK_ALLERGEN,
            art: { kind: 'cold', colors: ['#d7b08a', '#8a5a33', '#f5e6cc'], table: slate },
          },
          {
            title: 'Fresh Orange Juice',
            description: 'Pressed to order from Valencia oranges.',
            price: 480,
            options: [
              { name: 'Small', unitType: 'volume', amount: 250, price: 480 },
              { name: 'Large', unitType: 'volume', amount: 400, price: 650 },
            ],
            art: { kind: 'cold', colors: ['#ffb74d', '#ef6c00', '#ffe082'], table: sage },
          },
          {
            title: 'Homemade Lemonade',
            description: 'Lemon, mint and a touch of elderflower, topped with sparkling water.',
            price: 420,
            options: [
              { name: 'Glass', unitType: 'glass', amount: 400, price: 420 },
              { name: 'Bottle', unitType: 'bottle', amount: 1000, price: 900 },
            ],
            art: { kind: 'cold', colors: ['#fff59d', '#d4c02a', '#c5e1a5'], table: wood },
          },
        ],
      },
    ],
  },
  {
    title: 'Lunch',
    subTitle: 'From 12:00',
    items: [
      {
        title: 'Roast Tomato Soup',
        description: 'Slow-roasted tomatoes and red peppers with basil oil and a sourdough crouton.',
        price: 780,
        options: [
          { name: 'Cup', unitType: 'volume', amount: 300, price: 780 },
          { name: 'Bowl', unitType: 'volume', amount: 450, price: 990 },
        ],
        allergenText: 'Gluten (wheat) in the crouton. Vegan.',
        art: { kind: 'soup', colors: ['#ef6c4f', '#b8321f', '#5da130'], table: wood },
      },
      {
        title: 'Chicken Caesar Salad',
        description: 'Grilled chicken, romaine, parmesan, garlic croutons and our anchovy dressing.',
        price: 1390,
        allergenText: 'Fish (anchovy), eggs, milk, gluten (wheat).',
        addons: [
          {
            name: 'Extras',
            min: 0,
            max: 2,
            options: [
              { name: 'Avocado', price: 220 },
              { name: 'Soft egg', price: 120 },
            ],
          },
        ],
        art: { kind: 'salad', colors: ['#9ccc65', '#558b2f', '#fff3c4'], table: slate },
      },
      {
        title: 'Garden Salad',
        description:
          'Leaves from the market, cherry tomatoes, cucumber, radish, seeds and lemon vinaigrette.',
        price: 990,
        allergenText: 'Mustard, sesame. Vegan.',
        art: { kind: 'salad', colors: ['#7cb342', '#33691e', '#e53935'], table: sage },
      },
      {
        title: 'Club Sandwich',
        description:
          'Toasted triple-decker with roast chicken, bacon, tomato, lettuce and mayo; fries on the side.',
        price: 1290,
        allergenText: 'Gluten (wheat), eggs, mustard.',
        art: { kind: 'sandwich', colors: ['#8bc34a', '#e53935', '#ffe082'], table: wood },
      },
      {
        title: 'Spaghetti al Pomodoro',
        description: 'Bronze-cut spaghetti with San Marzano tomatoes, garlic, basil and parmesan.',
        price: 1190,
        options: [
          { name: 'Regular', unitType: 'weight', amount: 320, price: 1190 },
          { name: 'Large', unitType: 'weight', amount: 450, price: 1450 },
        ],
        allergenText: 'Gluten (durum wheat), milk.',
        titleTranslate: { it: 'Spaghetti al pomodoro', de: 'Spaghetti mit Tomatensauce' },
        art: { kind: 'pasta', colors: ['#f6d36b', '#dcae3c', '#d83a2c'], table: slate },
      },
    ],
  },
  {
    title: 'Desserts & Pastries',
    subTitle: 'Baked in our kitchen every morning',
    items: [
      {
        title: 'Baked Cheesecake',
        description: 'New York style with a buttery biscuit base and raspberry coulis.',
        price: 620,
        options: [{ name: 'Slice', unitType: 'weight', amount: 150, price: 620 }],
        allergenText: 'Milk, eggs, gluten (wheat).',
        art: { kind: 'cake', colors: ['#fbe9c6', '#e8c98f', '#c62828'], table: sage },
      },
      {
        title: 'Chocolate Fudge Cake',
        description: 'Three layers of dark chocolate sponge and ganache.',
        price: 650,
        options: [{ name: 'Slice', unitType: 'weight', amount: 140, price: 650 }],
        allergenText: 'Milk, eggs, gluten (wheat), soy.',
        art: { kind: 'cake', colors: ['#a1704b', '#4e2a12', '#ad1457'], table: wood },
      },
      {
        title: 'Butter Croissant',
        description: 'Flaky, golden, made with French butter; with jam on request.',
        price: 290,
        allergenText: 'Milk, gluten (wheat), eggs.',
        art: { kind: 'pastry', colors: ['#e3a04f', '#c57b2e', '#c62828'], table: slate },
      },
      {
        title: 'Cinnamon Roll',
        description: 'Cardamom dough rolled with cinnamon sugar and topped with cream-cheese icing.',
        price: 340,
        soldOut: true,
        allergenText: 'Milk, gluten (wheat), eggs.',
        art: { kind: 'pastry', colors: ['#d9924a', '#a0612a', '#6a1b9a'], table: wood },
      },
      {
        title: 'Gelato Trio',
        description: 'Three scoops: strawberry, chocolate and vanilla bean, with a wafer.',
        price: 590,
        options: [
          { name: 'Two scoops', unitType: 'item', amount: null, price: 450 },
          { name: 'Three scoops', unitType: 'item', amount: null, price: 590 },
        ],
        allergenText: 'Milk, gluten (wafer).',
        art: { kind: 'icecream', colors: ['#f8bbd0', '#6d4c41', '#fff3c4'], table: '#26a69a' },
      },
    ],
  },
];
