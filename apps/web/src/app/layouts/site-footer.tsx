import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { Logo, MAIN_LINKS } from './site-header.tsx';

const COLUMNS = [
  {
    title: 'Destinations',
    links: [
      { to: paths.ireland, label: 'Ireland' },
      { to: paths.scotland, label: 'Scotland' },
    ],
  },
  {
    title: 'Quick links',
    links: MAIN_LINKS,
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms of Service' },
      { to: paths.cookies, label: 'Cookie Policy' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm">
            Free, competing quotes from vetted local tour operators in Ireland, Scotland and the UK. No obligation to
            book.
          </p>
          <p className="mt-4 text-sm">
            <a href="mailto:support@triptender.example" className="underline underline-offset-2 hover:text-white">
              support@triptender.example
            </a>
          </p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{col.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm">
          © TripTender Ltd. Operators quote and take bookings under their own terms.
        </p>
      </div>
    </footer>
  );
}
