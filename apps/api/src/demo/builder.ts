// The steps demo data is made of, over one context (context.ts): people and companies (people.ts),
// trip requests and purchases (trips.ts), quotes, conversations and reviews (offers.ts). People,
// companies, purchases and quotes go through the services the API uses; what the API would stamp
// with "now" is dated the way a lived-in marketplace is.
import type { Db } from '../db/client.ts';
import { demoContext } from './context.ts';
import { offerSteps } from './offers.ts';
import { peopleSteps } from './people.ts';
import { tripSteps } from './trips.ts';

export { dayMs, type User } from './context.ts';
export type { TripSpec } from './trips.ts';

export function demoBuilder(db: Db, publicUrl: string) {
  const context = demoContext(db, publicUrl);
  const trips = tripSteps(context);
  return { ...context, ...peopleSteps(context), ...trips, ...offerSteps(context, trips) };
}

export type DemoBuilder = ReturnType<typeof demoBuilder>;
