import type { ComponentProps, ReactNode } from 'react';
import { PageHead } from './page-head.tsx';
import { TitleBand } from './title-band.tsx';

// long-form text without a typography plugin: headings, paragraphs, lists and links of the article
const PROSE = [
  'text-slate-800 leading-7',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h2:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_th]:pr-4 [&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
].join(' ');

/** When the legal pages (privacy, terms, cookies) were last revised; they are revised together. */
const LEGAL_UPDATED = '20 November 2026';

/** A text page (how it works, about, legal): a title band and readable prose. */
export function StaticPage({ children, ...band }: ComponentProps<typeof TitleBand> & { children: ReactNode }) {
  return (
    <main>
      <TitleBand {...band} />
      <article className={`mx-auto max-w-3xl px-4 py-12 ${PROSE}`}>{children}</article>
    </main>
  );
}

/** One of the legal pages: a text page under its own title, dated with their last revision. */
export function LegalPage({
  description,
  ...page
}: Omit<ComponentProps<typeof StaticPage>, 'updated' | 'wide'> & { description: string }) {
  return (
    <>
      <PageHead title={`${page.title} | TripTender`} description={description} />
      <StaticPage {...page} updated={LEGAL_UPDATED} />
    </>
  );
}
