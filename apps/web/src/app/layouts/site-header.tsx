import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROLE_HOME } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { useHydrated } from '@/features/site/hooks/use-hydrated.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { cn } from '@/lib/cn.ts';

/** The main pages of the public site: the header's navigation and the footer's quick links. */
export const MAIN_LINKS = [
  { to: paths.howItWorks, label: 'How It Works' },
  { to: paths.about, label: 'About' },
  { to: paths.forAgents, label: 'For Agents' },
  { to: paths.help, label: 'Help' },
  { to: paths.login, label: 'Login' },
];

export function Logo({ inverted }: { inverted?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={cn('flex w-fit items-center gap-2 text-lg font-bold', inverted ? 'text-white' : 'text-slate-900')}
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#15803d" />
        <path d="M8 11h16v3.2h-6.4V24h-3.2v-9.8H8z" fill="#fff" />
      </svg>
      <span>TripTender</span>
    </Link>
  );
}

// drawn inline: every public page shows this header, and an icon library would add to each first load
const MenuIcon = ({ open }: { open: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path strokeLinecap="round" d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 6h16M4 12h16M4 18h16'} />
  </svg>
);

/**
 * The header's links: a logged-in user gets their dashboard where visitors get Login. Pages are
 * prerendered for visitors, so who is logged in counts only once React runs in the browser.
 */
function useHeaderLinks() {
  const user = useAuth((s) => s.user);
  const hydrated = useHydrated();
  if (!user || !hydrated) return MAIN_LINKS;
  const dashboard = { to: ROLE_HOME[user.role.id] ?? paths.home, label: 'Dashboard' };
  return MAIN_LINKS.map((l) => (l.to === paths.login ? dashboard : l));
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const links = useHeaderLinks();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium text-slate-700">
            {links.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  aria-current={pathname === l.to ? 'page' : undefined}
                  className="hover:text-brand-700 aria-[current=page]:text-brand-700"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <MenuIcon open={open} />
        </button>
      </div>
      {open ? (
        <nav id="mobile-nav" aria-label="Main" className="border-t border-slate-200 md:hidden">
          <ul className="flex flex-col px-4 py-2 text-sm font-medium text-slate-700">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="block py-2" onClick={() => setOpen(false)}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
