// The trip request dialog in a real Chromium: the steps it asks, what it refuses, and what it keeps
// when the traveller closes it. Sending the request is the e2e journey's (e2e/trip-request.spec.ts).
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { LEAD_FORM_MESSAGES } from '@triptender/contract/leads';
import { useTripRequest } from '../open-trip-request.ts';
import TripRequestDialog from './trip-request-dialog.tsx';

// the dialog renders into a portal on document.body: its questions are found on the page
async function openOn(pathname: string) {
  useTripRequest.getState().show();
  await render(
    <MemoryRouter initialEntries={[pathname]}>
      <TripRequestDialog />
    </MemoryRouter>,
  );
  return page;
}

/** Closes the dialog as the traveller's Escape does, and takes it off the page. */
async function closeDialog() {
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  await cleanup();
}

// the answers are kept for the visit (draft-storage.ts): each test starts a visit of its own
beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  await cleanup();
  useTripRequest.getState().hide();
});

describe('the trip request dialog', () => {
  it('asks the country first on the home page, and skips it on the Scotland page', async () => {
    const home = await openOn('/');
    await expect.element(home.getByText('Where would you like to go?')).toBeVisible();
    await closeDialog();
    const scotland = await openOn('/scotland');
    await expect.element(scotland.getByText('How many people are travelling?')).toBeVisible();
  });

  it('goes on by itself after a choice, and back with Back', async () => {
    const screen = await openOn('/');
    await screen.getByText('Ireland', { exact: true }).click();
    await expect.element(screen.getByText('How many people are travelling?')).toBeVisible();
    await screen.getByRole('button', { name: 'Back' }).click();
    await expect.element(screen.getByText('Where would you like to go?')).toBeVisible();
  });

  it('keeps Continue from going on while the number is not a number of travellers, with the message', async () => {
    const screen = await openOn('/scotland');
    const travellers = screen.getByLabelText('Number of travellers');
    await travellers.fill('0');
    await userEvent.tab();
    await expect.element(screen.getByText(LEAD_FORM_MESSAGES.positiveNumber)).toBeVisible();
    // aria-disabled, not disabled: a click is still heard (and answered with the message), not obeyed
    const next = screen.getByRole('button', { name: 'Continue' });
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true });
    await expect.element(screen.getByText('How many people are travelling?')).toBeVisible();
    await travellers.fill('3');
    await screen.getByRole('button', { name: 'Continue' }).click();
    await expect.element(screen.getByText('When would you like to start your trip?')).toBeVisible();
  });

  it('keeps the answers and the step when closed, and offers them again when opened', async () => {
    const first = await openOn('/scotland');
    await first.getByLabelText('Number of travellers').fill('4');
    await first.getByRole('button', { name: 'Continue' }).click();
    await expect.element(first.getByText('When would you like to start your trip?')).toBeVisible();
    await closeDialog();
    const again = await openOn('/scotland');
    await expect.element(again.getByText('When would you like to start your trip?')).toBeVisible();
    await again.getByRole('button', { name: 'Back' }).click();
    await expect.element(again.getByLabelText('Number of travellers')).toHaveValue(4);
  });
});
