// The language a request was written in, as the English portals show it, rendered in a real Chromium.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { LanguageBadge, LanguageLine } from './language-badge.tsx';

describe('LanguageBadge', () => {
  afterEach(() => cleanup());

  it('says "Writes in German" for a request in German, in English', async () => {
    await render(<LanguageBadge locale="de" />);
    const badge = page.getByText('Writes in German');
    await expect.element(badge).toBeVisible();
    expect(badge.element().getAttribute('lang')).toBe('en');
  });

  it.each([
    ['fr', 'French'],
    ['es', 'Spanish'],
    ['it', 'Italian'],
  ] as const)('names %s as %s', async (locale, name) => {
    await render(<LanguageBadge locale={locale} />);
    await expect.element(page.getByText(`Writes in ${name}`)).toBeVisible();
  });

  it('shows nothing for English, or for a request from before languages were kept', async () => {
    for (const locale of ['en', null, undefined] as const) {
      const { container } = await render(<LanguageBadge locale={locale} />);
      expect(container.textContent).toBe('');
      cleanup();
    }
  });

  it('puts the badge on a line of its own, and leaves no empty line for English', async () => {
    const { container } = await render(
      <>
        <LanguageLine locale="fr" />
        <LanguageLine locale="en" />
      </>,
    );
    await expect.element(page.getByText('Writes in French')).toBeVisible();
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
