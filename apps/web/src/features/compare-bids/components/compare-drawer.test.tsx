// Compare proposals, rendered in a real Chromium: two operators' proposals side by side, the items
// where they differ shown and those where they agree folded away, and a proposal taken out.
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { type TravellerQuote, travellerQuote } from '@triptender/contract/quotes';
import { CompareDrawer } from './compare-drawer.tsx';

const SENT = '2026-11-20T10:00:00.000Z';

/** A proposal as GET /v1/client/bids answers it (checked against the contract's schema). */
function proposal(id: number, company: string, offer: Partial<TravellerQuote>): TravellerQuote {
  const quote: TravellerQuote = {
    id,
    lead_id: 7,
    version: 1,
    accepted_version: null,
    status: 'sent',
    decline_reason_code: null,
    decline_reason: null,
    created_at: SENT,
    updated_at: SENT,
    status_changed_at: null,
    price_cents: 240_000,
    currency: 'EUR',
    price_basis: 'total',
    trip_duration: '8 days / 7 nights',
    message: 'A week on the Wild Atlantic Way.',
    inclusions: ['accommodation', 'breakfast'],
    exclusions: ['flights'],
    itinerary: [],
    accommodation_standard: 'four_star',
    deposit_percent: 20,
    cancellation_terms: null,
    flights_included: false,
    valid_until: null,
    company: {
      id,
      name: company,
      logo_url: null,
      website: null,
      rating: 4.6,
      review_count: 3,
      badges: [],
      response_time: { quote: { median_minutes: null, samples: 0 }, reply: { median_minutes: 90, samples: 5 } },
    },
    last_reply_at: null,
    purchased_at: SENT,
    number_of_people: 2,
    number_of_night: 7,
    price_per_person_cents: 120_000,
    price_per_person_per_night_cents: 17_143,
    converted: {
      currency: 'EUR',
      price_cents: 240_000,
      per_person_cents: 120_000,
      per_person_per_night_cents: 17_143,
      rate: 1,
      rate_as_of: null,
    },
    changes: null,
    discount_claimed: false,
    conversation_id: null,
    review: null,
    ...offer,
  };
  travellerQuote.parse(quote);
  return quote;
}

const emerald = proposal(1, 'Emerald Isle Tours', { inclusions: ['accommodation', 'breakfast', 'private_guide'] });
const causeway = proposal(2, 'Causeway Coast Journeys', { exclusions: ['flights', 'private_guide'] });

async function openDrawer(quotes: TravellerQuote[]) {
  const removed: number[] = [];
  await render(
    <MemoryRouter>
      <CompareDrawer
        open
        onOpenChange={() => {}}
        quotes={quotes}
        tripTitles={new Map([[7, 'Ireland for 2, 3 Jun 2026']])}
        onRemove={(id) => removed.push(id)}
      />
    </MemoryRouter>,
  );
  return removed;
}

afterEach(() => cleanup());

describe('Compare proposals', () => {
  it('asks for a second proposal while there is one', async () => {
    await openDrawer([emerald]);
    await expect.element(page.getByText('Select at least two proposals to compare.')).toBeVisible();
  });

  it('shows the items the proposals differ on, and folds away those they agree on', async () => {
    await openDrawer([emerald, causeway]);
    const table = page.getByRole('region', { name: 'Proposals side by side' });
    await expect.element(table.getByRole('columnheader', { name: /Emerald Isle Tours/ })).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: /Causeway Coast Journeys/ })).toBeVisible();
    // a private guide: included by one, not by the other
    const guide = table.getByRole('row', { name: /Private guide/ });
    await expect.element(guide.getByRole('cell').nth(0)).toHaveTextContent('Included');
    await expect.element(guide.getByRole('cell').nth(1)).toHaveTextContent('Not included');
    await expect.element(table.getByRole('row', { name: /^Breakfast/ })).not.toBeInTheDocument();
    await table.getByRole('button', { name: /^Show \d+ items where all agree$/ }).click();
    const breakfast = table.getByRole('row', { name: /^Breakfast/ });
    await expect.element(breakfast.getByRole('cell').nth(0)).toHaveTextContent('Included');
    await expect.element(breakfast.getByRole('cell').nth(1)).toHaveTextContent('Included');
    await expect.element(table.getByRole('button', { name: /^Hide \d+ items where all agree$/ })).toBeVisible();
  });

  it('takes a proposal out of the comparison', async () => {
    const removed = await openDrawer([emerald, causeway]);
    await page.getByRole('button', { name: 'Remove Causeway Coast Journeys from the comparison' }).click();
    expect(removed).toEqual([2]);
  });
});
