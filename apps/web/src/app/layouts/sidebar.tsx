import { QueryClientProvider } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { LogOut, Menu, PanelLeft } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@triptender/contract/constants';
import { paths } from '@triptender/contract/paths';
import { ConnectionNotice } from '@/components/ui/connection-notice.tsx';
import { Spinner } from '@/components/ui/feedback.tsx';
import { useRefreshMe } from '@/features/auth/api/me.ts';
import { cn } from '@/lib/cn.ts';
import { readCookie, writeCookie } from '@/lib/cookies.ts';
import { logout } from '@/lib/logout.ts';
import { queryClient } from '@/lib/query-client.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';

export type NavItem = {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** e.g. an unread count */
  badge?: ReactNode;
  end?: boolean;
};

export type SidebarWidths = { expanded: string; collapsed: string; mobile: string };

function NavItems({ items, collapsed, onNavigate }: { items: NavItem[]; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end ?? false}
            onClick={onNavigate}
            title={collapsed ? item.label : undefined}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                collapsed && 'justify-center px-0',
              )
            }
          >
            <item.icon className="h-5 w-5 shrink-0" aria-hidden />
            <span className={cn('flex-1 truncate', collapsed && 'sr-only')}>{item.label}</span>
            {item.badge ? <span className={cn(collapsed && 'absolute ml-6 -mt-6')}>{item.badge}</span> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** On a phone the sidebar is a closed drawer: items with a badge (unread counts) show it in the header too. */
function MobileBadges({ items }: { items: NavItem[] }) {
  return (
    <div className="ml-auto flex items-center gap-1">
      {items
        .filter((item) => item.badge)
        .map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className="flex h-10 items-center gap-1 rounded-md px-2 text-slate-700 hover:bg-slate-100"
          >
            <item.icon className="h-5 w-5" aria-hidden />
            <span className="sr-only">{item.label}</span>
            {item.badge}
          </NavLink>
        ))}
    </div>
  );
}

function LogoutButton({ collapsed }: { collapsed: boolean }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      title={collapsed ? 'Logout' : undefined}
      onClick={async () => {
        await logout();
        navigate(paths.login, { replace: true });
      }}
      className={cn(
        'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-700',
        collapsed && 'justify-center px-0',
      )}
    >
      <LogOut className="h-5 w-5 shrink-0" aria-hidden />
      <span className={cn(collapsed && 'sr-only')}>Logout</span>
    </button>
  );
}

/**
 * The portals' sidebar: collapses to icons on desktop, is a drawer below the mobile breakpoint,
 * toggles with Ctrl/Cmd+B and remembers its state in a cookie for 7 days.
 */
type ShellProps = { title: string; items: NavItem[]; widths: SidebarWidths; children: ReactNode };

const PORTAL_WIDTHS: SidebarWidths = { expanded: '16rem', collapsed: '3rem', mobile: '18rem' };

/** A portal's layout route: its sidebar around the current page. */
export function PortalLayout({
  title,
  items,
  widths = PORTAL_WIDTHS,
}: Omit<ShellProps, 'widths' | 'children'> & { widths?: SidebarWidths }) {
  return (
    <DashboardShell title={title} items={items} widths={widths}>
      <Outlet />
    </DashboardShell>
  );
}

function DashboardShell(props: ShellProps) {
  // data fetching lives in the portals; public pages stay light without the query client
  return (
    <QueryClientProvider client={queryClient}>
      <Shell {...props} />
    </QueryClientProvider>
  );
}

function Shell({ title, items, widths, children }: ShellProps) {
  useRefreshMe();
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const [expanded, setExpanded] = useState(() => readCookie(SIDEBAR_COOKIE_NAME) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((o) => !o);
      return;
    }
    setExpanded((e) => {
      writeCookie(SIDEBAR_COOKIE_NAME, String(!e), SIDEBAR_COOKIE_MAX_AGE_S);
      return !e;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const collapsed = !isMobile && !expanded;
  return (
    <div className="flex min-h-screen bg-slate-50">
      {isMobile ? null : (
        <aside
          className="sticky top-0 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200"
          style={{ width: collapsed ? widths.collapsed : widths.expanded }}
          aria-label={`${title} navigation`}
        >
          <div className={cn('flex h-14 items-center border-b border-slate-200 px-3', collapsed && 'justify-center')}>
            <span className={cn('truncate font-bold text-brand-800', collapsed && 'sr-only')}>{title}</span>
          </div>
          <nav className="flex-1 overflow-y-auto p-2">
            <NavItems items={items} collapsed={collapsed} />
          </nav>
          <div className="border-t border-slate-200 p-2">
            <LogoutButton collapsed={collapsed} />
          </div>
        </aside>
      )}
      {isMobile ? (
        <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
            <Dialog.Content
              className="fixed inset-y-0 left-0 z-50 flex flex-col bg-white shadow-xl focus:outline-none"
              style={{ width: widths.mobile }}
              aria-describedby={undefined}
            >
              <Dialog.Title className="flex h-14 items-center border-b border-slate-200 px-4 font-bold text-brand-800">
                {title}
              </Dialog.Title>
              <nav className="flex-1 overflow-y-auto p-2" aria-label={`${title} navigation`}>
                <NavItems items={items} collapsed={false} onNavigate={() => setMobileOpen(false)} />
              </nav>
              <div className="border-t border-slate-200 p-2">
                <LogoutButton collapsed={false} />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
          <button
            type="button"
            onClick={toggle}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            aria-label={isMobile ? 'Open navigation' : expanded ? 'Collapse sidebar' : 'Expand sidebar'}
            aria-expanded={isMobile ? mobileOpen : expanded}
          >
            {isMobile ? <Menu className="h-5 w-5" aria-hidden /> : <PanelLeft className="h-5 w-5" aria-hidden />}
          </button>
          {/* smaller on a phone, so 'Tour Operator Portal' fits beside the badges at 375 px */}
          <span className="min-w-0 truncate text-sm font-semibold text-slate-900 sm:text-base">{title}</span>
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <ConnectionNotice />
            {isMobile ? <MobileBadges items={items} /> : null}
          </div>
        </header>
        <main className="flex-1 p-4 md:p-6">
          <Suspense fallback={<Spinner label="Loading page" />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
