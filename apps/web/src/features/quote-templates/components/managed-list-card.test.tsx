// A Settings list card, rendered in a real Chromium: its items with Edit and Delete named for them, its
// empty and full notes, and a delete that asks first, then runs the list's delete with the item's id.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ManagedListCard, type ManagedListTexts } from './managed-list-card.tsx';

type Reply = { id: number; title: string };

const texts: ManagedListTexts<Reply> = {
  id: 'replies',
  title: 'Saved replies',
  description: 'Answers you give often.',
  newLabel: 'New reply',
  empty: 'No replies yet.',
  tooMany: 'The list is full.',
  editTitle: 'Edit reply',
  deleted: 'Reply deleted',
  deleteTitle: (r) => `Delete "${r.title}"?`,
  deleteDescription: 'It cannot be undone.',
  deleteLabel: 'Delete reply',
};

/** The card over `items`, at most `max` long; what its delete was asked to remove. */
async function show(items: Reply[], max = 10) {
  const removed: number[] = [];
  const list = {
    query: {
      data: { data: items, meta: { per_page: 100, total: items.length, current_page: 1, last_page: 1 } },
      isError: false,
      error: null,
      refetch: () => {},
      // a settled query, as the card reads it (not the whole of TanStack's result)
    } as never,
    remove: { isPending: false, mutate: (id: number) => void removed.push(id) },
    max,
  };
  await render(
    <ManagedListCard
      texts={texts}
      list={list}
      name={(r) => r.title}
      renderItem={(r) => <p>{r.title}</p>}
      renderEditor={() => <p>The editor</p>}
    />,
  );
  return removed;
}

afterEach(() => cleanup());

describe('ManagedListCard', () => {
  it('says so while the list is empty', async () => {
    await show([]);
    await expect.element(page.getByText('No replies yet.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'New reply' })).toBeEnabled();
  });

  it('names Edit and Delete for each item, and deletes one by its id once asked', async () => {
    const removed = await show([
      { id: 4, title: 'Deposit' },
      { id: 9, title: 'Flights' },
    ]);
    await expect.element(page.getByRole('button', { name: 'Edit Deposit' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Flights' }).click();
    await expect.element(page.getByRole('alertdialog', { name: 'Delete "Flights"?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete reply' }).click();
    expect(removed).toEqual([9]);
  });

  it('stops New once the list is full', async () => {
    await show([{ id: 1, title: 'Deposit' }], 1);
    await expect.element(page.getByText('The list is full.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'New reply' })).toBeDisabled();
  });
});
