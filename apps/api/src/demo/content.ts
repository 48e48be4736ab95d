// The people and wishes the demo data is made of.
import type { Country, TravelType, TripType } from '@triptender/contract/enums';

export const TRAVELLERS = [
  ['Emily', 'Johnson', 'emily.johnson@example.com', '+16175550142'],
  ['Michael', 'Brown', 'michael.brown@example.com', '+13125550199'],
  ['Olivia', 'Davis', 'olivia.davis@example.com', null],
  ['Daniel', 'Wilson', 'daniel.wilson@example.com', '+14155550123'],
  ['Sophia', 'Martinez', 'sophia.martinez@example.com', '+13055550177'],
  ['Liam', 'Anderson', 'liam.anderson@example.com', null],
  ['Grace', 'Thompson', 'grace.thompson@example.com', '+442079460958'],
  ['Noah', 'Garcia', 'noah.garcia@example.com', '+15125550108'],
  ['Chloe', 'Robinson', 'chloe.robinson@example.com', '+61255501234'],
  ['Ethan', 'Clark', 'ethan.clark@example.com', null],
] as const;

export const REQUESTS = [
  'We would love a mix of castles, coastal walks and a couple of nights in a traditional pub town.',
  'Celebrating our 25th anniversary: quiet countryside hotels and one special dinner, please.',
  'Travelling with two kids (8 and 11). Need family rooms and not too many long drives.',
  'Interested in whisky distilleries and the Isle of Skye. Happy to drive ourselves.',
  'First time abroad for my parents; a guided tour with an easy pace would be ideal.',
  'Golf on two links courses, the rest sightseeing. Mid-range hotels are fine.',
  'Looking for hiking days in Connemara and the Burren with a local guide.',
  'Tracing family roots in County Cork, then a few days in Dublin.',
  'Harry Potter filming locations and a day trip to Loch Ness.',
  'Theatre in London, then the Cotswolds and Bath by train.',
  null,
  'Accessible accommodation needed: one of us uses a wheelchair.',
  'Vegetarian group. Would like cooking classes or food tours if possible.',
  null,
];

// Requests their travellers closed, some bought by Causeway Coast: what the admin cleans up in All Trips.
export const CLOSED = [
  ['Harriet', 'Quinlan', 'harriet.quinlan@example.com', 3],
  ['Declan', 'Whelan', 'declan.whelan@example.com', 2],
  ['Maura', 'Kinsella', 'maura.kinsella@example.com', 3],
  ['Rory', 'Gallagher', 'rory.gallagher@example.com', 2],
] as const;

export const TRIP_TYPES: TripType[] = ['sightseeing', 'active', 'city', 'cultural'];
export const TRAVEL_TYPES: TravelType[] = ['self-drive', 'tour-guide', 'coach-bus', 'dont-know'];
export const COUNTRIES: Country[] = ['ireland', 'ireland', 'scotland', 'uk', 'ireland', 'scotland'];
