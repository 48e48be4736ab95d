import { Link, Outlet, useLocation } from 'react-router';
import { ROLE_HOME } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { useHydrated } from '@/features/site/hooks/use-hydrated.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { cn } from '@/lib/cn.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Shown on public pages to a logged-in user: blue on Scotland pages, green elsewhere. */
function LoggedInBanner() {
  const user = useAuth((s) => s.user);
  const { pathname } = useLocation();
  // pages are prerendered for visitors: who is logged in is known only once React runs in the browser
  const hydrated = useHydrated();
  if (!user || !hydrated) return null;
  const scotland = pathname.includes('scotland');
  return (
    <section
      aria-label="Your account"
      className={cn('px-4 py-2 text-center text-sm text-white', scotland ? 'bg-sky-brand-700' : 'bg-brand-700')}
    >
      You're logged in as <strong>{user.first_name}</strong>.{' '}
      <Link to={ROLE_HOME[user.role.id] ?? paths.home} className="font-semibold underline underline-offset-2">
        Go to your dashboard
      </Link>
    </section>
  );
}

export function PublicLayout({ header = true }: { header?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white font-medium text-slate-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <LoggedInBanner />
      {header ? <SiteHeader /> : null}
      <div id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
