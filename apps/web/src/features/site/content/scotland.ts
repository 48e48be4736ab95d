import type { Faq, PlacesSection, TestimonialsSection } from './types.ts';

export const SCOTLAND_PLACES: PlacesSection = {
  intro: 'Five favourites our operators build into unforgettable routes.',
  items: [
    {
      name: 'Edinburgh',
      region: 'Lothian',
      description: 'The castle on its volcanic rock, the Royal Mile and the August festivals.',
      image: '/images/places/edinburgh.svg',
    },
    {
      name: 'Isle of Skye',
      region: 'Inner Hebrides',
      description: 'The Old Man of Storr, the Fairy Pools and the jagged Cuillin ridge.',
      image: '/images/places/isle-of-skye.svg',
    },
    {
      name: 'Loch Ness',
      region: 'Highlands',
      description: 'Thirty-seven kilometres of deep dark water, watched over by Urquhart Castle.',
      image: '/images/places/loch-ness.svg',
    },
    {
      name: 'Glencoe',
      region: 'Highlands',
      description: 'The most dramatic glen in Scotland, with walks for every level beneath the Three Sisters.',
      image: '/images/places/glencoe.svg',
    },
    {
      name: 'Eilean Donan',
      region: 'Kyle of Lochalsh',
      description: 'A castle on its own island where three sea lochs meet, on the road to Skye.',
      image: '/images/places/eilean-donan.svg',
    },
  ],
};

export const SCOTLAND_TESTIMONIALS: TestimonialsSection = {
  title: 'Five-star Scotland trips',
  items: [
    {
      quote:
        'Skye, Glencoe and two distilleries in a week without a single stressful drive. The quote was clear about every cost.',
      name: 'James R.',
      from: 'Austin, TX',
      trip: '7 days, Highlands and Skye',
      rating: 5,
    },
    {
      quote:
        'We compared four quotes for our honeymoon and picked a small Edinburgh operator who added a castle dinner as a surprise.',
      name: 'Elena and Marco P.',
      from: 'New York, NY',
      trip: '10 days, honeymoon',
      rating: 5,
    },
    {
      quote: 'Golf at St Andrews and Carnoustie, tee times sorted, hotels near the courses. Exactly what we asked for.',
      name: 'Tom B.',
      from: 'Calgary, AB',
      trip: '6 days, golf trip',
      rating: 5,
    },
  ],
};

export const SCOTLAND_FAQS: Faq[] = [
  {
    question: 'When is the best time to visit Scotland?',
    answer:
      'May to September has the longest days, with up to 18 hours of light in June. The Highlands have midges in high summer; May and September are the sweet spots.',
  },
  {
    question: 'Can I see the Highlands without driving?',
    answer:
      'Yes. Small-group tours and private driver-guides cover Glencoe, Skye and Loch Ness from Edinburgh or Inverness. Choose "Tour guide" or "Coach bus" in your request.',
  },
  {
    question: 'How far is Skye from Edinburgh?',
    answer: 'About five hours by road. Most itineraries break the journey with a night near Glencoe or Fort William.',
  },
  {
    question: 'Can operators arrange distillery visits or golf?',
    answer:
      'Yes, both are favourites. Mention the distilleries or courses you have in mind and operators will build them in, with tee times where possible.',
  },
];
