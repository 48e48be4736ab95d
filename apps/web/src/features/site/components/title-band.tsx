import type { ReactNode } from 'react';

/**
 * The band at the top of a text page: its title, an introduction and when it was last updated. `wide`
 * lines it up with a page laid out on the full width (contact) rather than a column of text.
 */
export function TitleBand({
  title,
  intro,
  updated,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  updated?: string;
  wide?: boolean;
}) {
  return (
    <div className="bg-brand-50 px-4 py-14 sm:py-16">
      <div className={wide ? 'mx-auto max-w-6xl' : 'mx-auto max-w-3xl'}>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        {intro ? (
          <p className={wide ? 'mt-4 max-w-2xl text-lg text-slate-700' : 'mt-4 text-lg text-slate-700'}>{intro}</p>
        ) : null}
        {updated ? <p className="mt-4 text-sm text-slate-600">Last updated: {updated}</p> : null}
      </div>
    </div>
  );
}
