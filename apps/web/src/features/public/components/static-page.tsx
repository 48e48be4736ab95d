import type { ReactNode } from 'react';

// long-form text without a typography plugin: headings, paragraphs, lists and links of the article
const PROSE = [
  'text-slate-800 leading-7',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h2:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_th]:pr-4 [&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
].join(' ');

/** A text page (how it works, about, legal): a title band and readable prose. */
export function StaticPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <main>
      <div className="bg-brand-50 px-4 py-14 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          {intro ? <p className="mt-4 text-lg text-slate-700">{intro}</p> : null}
          {updated ? <p className="mt-4 text-sm text-slate-600">Last updated: {updated}</p> : null}
        </div>
      </div>
      <article className={`mx-auto max-w-3xl px-4 py-12 ${PROSE}`}>{children}</article>
    </main>
  );
}
