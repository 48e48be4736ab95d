// A marketplace card shows the lead's quality signals in words, before buying, at 1280 and 375 px.
import { atWidth, expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, newTraveller, test, uniqueTag } from './fixtures.ts';

test('a marketplace card lists what makes the request worth buying, without its contact details, at 1280 and 375 px', async ({
  page,
}) => {
  const tag = uniqueTag();
  // a new traveller who followed the emailed link (so the email is confirmed), with a phone, no flights
  const traveller = await newTraveller(page.request, {
    special_requests: `Quality ${tag} castles and coastal walks`,
    flight_booked: 'no',
    mobile: '+1 718 555 0177',
    number_of_people: 2,
    number_of_night: 6,
    travel_type: 'self-drive',
  });
  await loginAs(page, 'manager');
  for (const width of [1280, 375]) {
    await atWidth(page, width);
    await page.goto('/company/marketplace');
    await page.getByLabel('Search', { exact: true }).fill(tag);
    const card = page.getByRole('article').filter({ hasText: tag });
    await expect(card, 'the new request, found by its tag').toHaveCount(1);
    const signals = card.getByRole('list', { name: 'Quality signals' });
    await expect(signals.getByRole('listitem')).toHaveText([
      'Email confirmed',
      'Phone given',
      'Dates not firm',
      'No flights booked',
      // 2 people x 6 nights x $120 self-drive
      'Budget not stated (estimated under $2,000)',
      'Brief request (6 words)',
      'Not bought yet',
      'No quotes yet',
    ]);
    await expect(card).toContainText(/Posted .+ ago/);
    // the signals are words: no address or number of the traveller's on the card
    await expect(card).not.toContainText(traveller.email);
    await expect(card).not.toContainText('555 0177');
    // the list fits the card: no item is wider than the card itself
    const cardBox = (await card.boundingBox())!;
    for (const item of await signals.getByRole('listitem').all()) {
      const box = (await item.boundingBox())!;
      expect(box.x + box.width, `"${await item.textContent()}" inside the card at ${width} px`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
    }
    await expectNoAxeViolations(page);
  }
});
