import type { Faq, PlacesSection, TestimonialsSection } from './types.ts';

export const IRELAND_PLACES: PlacesSection = {
  intro: 'Where our travellers love to go. Operators build them into your route.',
  items: [
    {
      name: 'Cliffs of Moher',
      region: 'County Clare',
      description: 'Sheer cliffs rising 214 metres above the Atlantic, best walked along the coastal path at sunset.',
      image: '/images/places/cliffs-of-moher.svg',
    },
    {
      name: 'Ring of Kerry',
      region: 'County Kerry',
      description: 'A 179 km loop of mountains, lakes and fishing villages, with the Skellig islands offshore.',
      image: '/images/places/ring-of-kerry.svg',
    },
    {
      name: 'Dublin',
      region: 'County Dublin',
      description: 'Georgian squares, Trinity College and the Book of Kells, and live music along the Liffey.',
      image: '/images/places/dublin.svg',
    },
    {
      name: "Giant's Causeway",
      region: 'County Antrim',
      description: 'Some 40,000 basalt columns stepping into the sea, on the edge of the Causeway Coastal Route.',
      image: '/images/places/giants-causeway.svg',
    },
    {
      name: 'Connemara',
      region: 'County Galway',
      description: 'Bogland, the Twelve Bens and white beaches, with Kylemore Abbey beside its lake.',
      image: '/images/places/connemara.svg',
    },
    {
      name: 'Killarney National Park',
      region: 'County Kerry',
      description: 'Lakes, oak woods and red deer, explored by jaunting car or on foot to Torc Waterfall.',
      image: '/images/places/killarney.svg',
    },
  ],
};

export const IRELAND_TESTIMONIALS: TestimonialsSection = {
  title: 'Travellers on their Ireland trips',
  items: [
    {
      quote:
        'Our driver-guide knew every pub with music on the Dingle Peninsula. Three quotes to compare, and the best one was also the cheapest.',
      name: 'Mark and Julie T.',
      from: 'Chicago, IL',
      trip: '9 days, Wild Atlantic Way',
      rating: 5,
    },
    {
      quote:
        'I traced my great-grandparents to a village in Cork. The operator found the parish records before we even arrived.',
      name: 'Kathleen O.',
      from: 'Philadelphia, PA',
      trip: '7 days, roots tour',
      rating: 5,
    },
    {
      quote:
        'Self-drive with hotels booked and a route planned for us. Saved us about a third on the hotels we had looked at.',
      name: 'Hannah W.',
      from: 'Denver, CO',
      trip: '12 days, self-drive',
      rating: 5,
    },
  ],
};

export const IRELAND_FAQS: Faq[] = [
  {
    question: 'When is the best time to visit Ireland?',
    answer:
      'May, June and September have long days, fewer crowds and the best chance of dry weather. July and August are busiest; winter is quiet and cheap, with short days. Operators will tell you what your dates mean for your route.',
  },
  {
    question: 'Should I drive myself or take a driver-guide?',
    answer:
      'Self-drive is cheapest and flexible, but roads are narrow and you drive on the left. A driver-guide costs more and lets everyone enjoy the views and the pub. Ask for both in your special requests and compare.',
  },
  {
    question: 'Does a trip to Ireland include Northern Ireland?',
    answer:
      "It can. The Giant's Causeway and Belfast are an easy drive from Dublin, and Irish operators plan cross-border routes all the time.",
  },
  {
    question: 'How many days do I need?',
    answer:
      'Seven to ten nights covers Dublin, the west coast and Kerry at a comfortable pace. With less time, pick one region; with more, add the north or the islands.',
  },
];
