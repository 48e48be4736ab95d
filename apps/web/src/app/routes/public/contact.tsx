import { Clock, Mail, MapPin, MessageCircle, Phone, Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { ContactForm } from '@/features/marketing/components/contact-form.tsx';
import { Illustration } from '@/features/site/components/illustration.tsx';
import { PageHead } from '@/features/site/components/page-head.tsx';
import { TitleBand } from '@/features/site/components/title-band.tsx';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span
        className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 p-2 text-brand-700"
        aria-hidden="true"
      >
        {icon}
      </span>
      <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
      <div className="mt-1 text-sm text-slate-700">{children}</div>
    </li>
  );
}

const HOURS = [
  ['Monday - Friday', '9:00 AM - 6:00 PM EST'],
  ['Saturday', '10:00 AM - 4:00 PM EST'],
  ['Sunday', 'Closed'],
] as const;

export function Component() {
  return (
    <>
      <PageHead
        title="Contact Us | TripTender"
        description="Contact TripTender: email support (reply within 4 hours), phone 9 AM-6 PM EST, live chat 9 AM-9 PM EST, and 24/7 emergency support for travellers."
      />
      <main>
        <TitleBand
          title="Contact us"
          intro="Questions about a trip request, a quote or joining as an operator? We are here to help."
          wide
        />

        <div className="mx-auto max-w-6xl px-4 py-12">
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <ContactCard icon={<Mail className="h-full w-full" />} title="Email support">
              <a href="mailto:support@triptender.example" className="font-medium text-brand-700 underline">
                support@triptender.example
              </a>
              <p className="mt-1">We respond within 4 hours.</p>
            </ContactCard>
            <ContactCard icon={<Phone className="h-full w-full" />} title="Phone">
              <a href="tel:+16175550199" className="font-medium text-brand-700 underline">
                +1 (617) 555-0199
              </a>
              <p className="mt-1">9 AM - 6 PM EST, Monday to Friday.</p>
            </ContactCard>
            <ContactCard icon={<MessageCircle className="h-full w-full" />} title="Live chat">
              <p>
                9 AM - 9 PM EST. Travellers chat with their operators, and operators with our team, from their
                dashboards.
              </p>
            </ContactCard>
            <ContactCard icon={<MapPin className="h-full w-full" />} title="Office">
              <p>200 Atlantic Avenue, Suite 400, Boston, MA 02110</p>
              <p className="mt-1">Visits by appointment.</p>
            </ContactCard>
          </ul>

          <div className="mt-12 grid gap-10 lg:grid-cols-3">
            <section aria-labelledby="message-title" className="lg:col-span-2">
              <h2 id="message-title" className="text-2xl font-bold text-slate-900">
                Send us a message
              </h2>
              <p className="mt-2 mb-6 text-slate-700">We reply to every message within 24 hours.</p>
              <ContactForm />
            </section>

            <aside className="space-y-6">
              <section
                aria-labelledby="hours-title"
                className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h2 id="hours-title" className="flex items-center gap-2 font-semibold text-slate-900">
                  <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" /> Office hours
                </h2>
                <dl className="mt-3 space-y-1 text-sm">
                  {HOURS.map(([day, time]) => (
                    <div key={day} className="flex justify-between gap-4">
                      <dt className="text-slate-700">{day}</dt>
                      <dd className="font-medium text-slate-900">{time}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-3 text-sm text-slate-700">Emergency support for travellers: 24/7.</p>
              </section>

              <section aria-labelledby="emergency-title" className="rounded-xl bg-red-50 p-5 ring-1 ring-red-200">
                <h2 id="emergency-title" className="flex items-center gap-2 font-semibold text-red-900">
                  <Siren className="h-5 w-5" aria-hidden="true" /> Emergency line
                </h2>
                <p className="mt-2 text-sm text-red-900">
                  Already travelling and something went wrong? Call us any time, day or night:
                </p>
                <a href="tel:+16175550100" className="mt-2 inline-block text-lg font-bold text-red-900 underline">
                  +1 (617) 555-0100
                </a>
              </section>

              <section aria-labelledby="help-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h2 id="help-title" className="font-semibold text-slate-900">
                  Help centre
                </h2>
                <p className="mt-2 text-sm text-slate-700">Most questions are answered in our FAQ.</p>
                <Link to={paths.help} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
                  Visit the help centre
                </Link>
              </section>

              <figure className="overflow-hidden rounded-xl ring-1 ring-slate-200">
                <Illustration
                  src="/images/office-map.svg"
                  alt="Map of Boston's waterfront with our office on Atlantic Avenue marked"
                  className="w-full"
                />
                <figcaption className="bg-white p-3 text-sm text-slate-700">
                  <a
                    href="https://www.openstreetmap.org/search?query=200%20Atlantic%20Avenue%20Boston"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-700 underline"
                  >
                    Open in OpenStreetMap
                  </a>
                </figcaption>
              </figure>
            </aside>
          </div>
        </div>
      </main>
    </>
  );
}
