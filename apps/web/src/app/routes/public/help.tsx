import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { FaqList } from '@/features/site/components/faq-list.tsx';
import { HELP_FAQS } from '@/features/site/content/help.ts';
import { PageHead } from '@/features/site/components/page-head.tsx';
import { TitleBand } from '@/features/site/components/title-band.tsx';

export function Component() {
  return (
    <>
      <PageHead
        title="Help Centre and FAQ | TripTender"
        description="Answers to common questions about TripTender: trip requests, quotes, booking, the 15% discount, tour operators and your account. Support 9 AM-6 PM."
      />
      <main>
        <TitleBand
          title="Help Centre"
          intro="Answers to the questions we hear most. Our support team is available 9 AM-6 PM EST, Monday to Friday."
        />
        <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">
          {HELP_FAQS.map((group, i) => (
            <section key={group.title} aria-labelledby={`help-${i}`}>
              <h2 id={`help-${i}`} className="mb-4 text-2xl font-bold text-slate-900">
                {group.title}
              </h2>
              <FaqList faqs={group.faqs} name={`help-${i}`} />
            </section>
          ))}
          <section aria-labelledby="help-contact" className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h2 id="help-contact" className="text-xl font-bold text-slate-900">
              Still need help?
            </h2>
            <p className="mt-2 text-slate-700">
              Email{' '}
              <a href="mailto:support@triptender.example" className="font-medium text-brand-700 underline">
                support@triptender.example
              </a>{' '}
              (we reply within 4 hours during support hours) or{' '}
              <Link to={paths.contact} className="font-medium text-brand-700 underline">
                send us a message
              </Link>
              .
            </p>
          </section>
        </div>
      </main>
    </>
  );
}
