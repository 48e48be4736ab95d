// Every date field opens the product's own calendar, whose weeks start on Monday as UK and Irish users
// expect, not the browser's date picker (Sunday first in en-US): the traveller's
// request start date, a quote's "Valid until" and the audit log's From and To. Each picks a day by
// keyboard and the form saves or filters with it.
import { addDaysIso } from '@triptender/contract/dates';
import { composeLeadTitle, titleDay } from '@triptender/contract/lead-title';
import { atWidth, expectNoAxeViolations } from './axe.ts';
import { openDateField } from './calendar.ts';
import { buyAndQuote, expect, loginAs, newCompany, newTraveller, test, uniqueTag } from './fixtures.ts';

const stamp = uniqueTag;

test('the traveller moves a request to another start date @mobile', async ({ page, isMobile }) => {
  test.slow();
  if (isMobile) await atWidth(page, 375);
  const phrase = `A calendar walk in Connemara ${stamp()}`;
  const start = addDaysIso(new Date().toISOString().slice(0, 10), 70);
  const title = (day: string) => composeLeadTitle({ country: 'ireland', number_of_people: 2, start_date: day });
  const traveller = await newTraveller(page.request, { special_requests: phrase, start_date: start });
  await loginAs(page, traveller);
  await page.goto('/user/requests');
  await page.getByRole('button', { name: `Edit ${title(start)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your trip request' });
  const field = dialog.getByRole('button', { name: /^Start date / });
  await expect(field).toHaveText(titleDay(start));

  const grid = await openDateField(page, dialog, 'Start date');
  await expect(grid.locator('button:focus')).toHaveAttribute('data-day', start);
  await expectNoAxeViolations(page);
  // Escape closes the calendar and leaves the day as it was
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(field).toHaveText(titleDay(start));
  await expect(field).toBeFocused();

  // a week later, by keyboard
  await openDateField(page, dialog, 'Start date');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const moved = addDaysIso(start, 7);
  await expect(field).toHaveText(titleDay(moved));
  await expect(field).toBeFocused();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Request updated')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${title(moved)}` })).toBeVisible();
});

test('the operator sets until when a quote is valid, and can empty it again', async ({ page }) => {
  test.slow();
  const phrase = `Valid until the Burren ${stamp()}`;
  const traveller = await newTraveller(page.request, { special_requests: phrase });
  const { company, manager } = await newCompany(page.request, {
    name: `Calendar Tours ${stamp()}`,
    creditCents: 10_000,
  });
  await buyAndQuote(page.request, { ...manager, companyId: company.id }, traveller.leadId, { price: 3000 });
  await loginAs(page, manager);
  await page.goto(`/company/leads?lead=${traveller.leadId}`);
  const lead = page.getByRole('article').filter({ hasText: phrase });
  await lead.getByRole('button', { name: 'Revise quote' }).click();
  const form = page.getByRole('dialog', { name: 'Revise your quote' });
  const field = form.getByRole('button', { name: /^Valid until \(optional\) / });
  await expect(field).toHaveText('Choose a date');

  // the calendar opens on today (the first day a quote may be valid until); two weeks on
  const grid = await openDateField(page, form, 'Valid until (optional)');
  const today = (await grid.locator('button:focus').getAttribute('data-day'))!;
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const until = addDaysIso(today, 14);
  await expect(field).toHaveText(titleDay(until));

  // the field is optional: it can be emptied, and filled again
  await form.getByRole('button', { name: 'Clear Valid until' }).click();
  await expect(field).toHaveText('Choose a date');
  await expect(field).toBeFocused();
  await openDateField(page, form, 'Valid until (optional)');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveText(titleDay(until));
  await form.getByRole('button', { name: 'Save version 2' }).click();
  await expect(form).toBeHidden();
  await expect(lead).toContainText(`valid until ${titleDay(until)}`);
});

test('the admin filters the audit log from a day a month back to today', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/settings?tab=audit');
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  const from = page.getByRole('button', { name: /^From / });
  const to = page.getByRole('button', { name: /^To / });

  const grid = await openDateField(page, page, 'From');
  const today = (await grid.locator('button:focus').getAttribute('data-day'))!;
  // past days may be picked here
  await page.keyboard.press('PageUp');
  const monthBack = grid.locator('button:focus');
  await expect(monthBack).not.toHaveAttribute('data-day', today);
  await expect(monthBack).toBeEnabled();
  const first = (await monthBack.getAttribute('data-day'))!;
  await page.keyboard.press('Enter');
  await expect(from).toHaveText(titleDay(first));

  // To opens on today, which is after From
  const toGrid = await openDateField(page, page, 'To');
  await expect(toGrid.locator('button:focus')).toHaveAttribute('data-day', today);
  await page.keyboard.press('Enter');
  await expect(to).toHaveText(titleDay(today));

  const filtered = page.waitForRequest(
    (r) => r.url().includes('/v1/admin/audit?') && r.url().includes(`from=${first}`) && r.url().includes(`to=${today}`),
  );
  await page.getByRole('button', { name: 'Filter' }).click();
  await filtered;
  await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear To' }).click();
  await expect(to).toHaveText('Choose a date');
});
