import { lazy, Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ROLE, type RoleId } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { setUnauthorizedHandler } from '@/lib/api-client.ts';
import { RequireRole } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { TripRequestHost } from '@/features/trip-request/components/trip-request-host.tsx';
import { ToasterHost } from './toaster-host.tsx';

/** A route module's page, loaded as its own chunk on first visit. */
const page = (load: () => Promise<{ Component: ComponentType }>) => {
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
  return <Page />;
};

/** A route table: path (relative inside a portal) and the page it shows. */
type RouteTable = readonly (readonly [path: string, element: ReactElement])[];

const publicNotFound = page(() => import('./routes/public/not-found.tsx'));

const PUBLIC_ROUTES: RouteTable = [
  [paths.ireland, page(() => import('./routes/public/ireland.tsx'))],
  [paths.scotland, page(() => import('./routes/public/scotland.tsx'))],
  [paths.login, page(() => import('./routes/public/login.tsx'))],
  [paths.forgotPassword, page(() => import('./routes/public/forgot-password.tsx'))],
  [paths.setPassword, page(() => import('./routes/public/set-password.tsx'))],
  [paths.confirmRequest, page(() => import('./routes/public/confirm-request.tsx'))],
  [paths.unsubscribe, page(() => import('./routes/public/unsubscribe.tsx'))],
  [paths.howItWorks, page(() => import('./routes/public/how-it-works.tsx'))],
  [paths.about, page(() => import('./routes/public/about.tsx'))],
  [paths.forAgents, page(() => import('./routes/public/for-agents.tsx'))],
  [paths.help, page(() => import('./routes/public/help.tsx'))],
  [paths.privacy, page(() => import('./routes/public/privacy.tsx'))],
  [paths.terms, page(() => import('./routes/public/terms.tsx'))],
  [paths.cookies, page(() => import('./routes/public/cookies.tsx'))],
  [paths.contact, page(() => import('./routes/public/contact.tsx'))],
  [paths.thankYou, page(() => import('./routes/public/thank-you.tsx'))],
  [paths.thankYouIreland, page(() => import('./routes/public/thank-you-ireland.tsx'))],
  [paths.thankYouScotland, page(() => import('./routes/public/thank-you-scotland.tsx'))],
  [paths.operator(':companyId'), page(() => import('./routes/public/operator-profile.tsx'))],
];

const TRAVELLER_ROUTES: RouteTable = [
  ['requests', page(() => import('./routes/traveller/requests.tsx'))],
  ['requests/:requestId', page(() => import('./routes/traveller/request.tsx'))],
  ['compare-bids', page(() => import('./routes/traveller/compare-bids.tsx'))],
  ['messages', page(() => import('./routes/traveller/messages.tsx'))],
  ['account', page(() => import('./routes/traveller/account.tsx'))],
];

const COMPANY_ROUTES: RouteTable = [
  ['overview', page(() => import('./routes/company/overview.tsx'))],
  ['marketplace', page(() => import('./routes/company/marketplace.tsx'))],
  ['leads', page(() => import('./routes/company/leads.tsx'))],
  ['conversations', page(() => import('./routes/company/conversations.tsx'))],
  ['users', page(() => import('./routes/company/users.tsx'))],
  ['settings', page(() => import('./routes/company/settings.tsx'))],
  ['wallet', page(() => import('./routes/company/wallet.tsx'))],
];

const ADMIN_ROUTES: RouteTable = [
  ['overview', page(() => import('./routes/admin/overview.tsx'))],
  ['trips', page(() => import('./routes/admin/trips.tsx'))],
  ['companies', page(() => import('./routes/admin/companies.tsx'))],
  ['companies/:companyId', page(() => import('./routes/admin/company.tsx'))],
  ['companies/:companyName/chat', page(() => import('./routes/admin/company-conversation.tsx'))],
  ['payments', page(() => import('./routes/admin/payments.tsx'))],
  ['users', page(() => import('./routes/admin/users.tsx'))],
  ['settings', page(() => import('./routes/admin/settings.tsx'))],
];

/** A portal: its layout behind the role's guard, the index going to its first page, its pages, and not-found. */
function portalRoutes(root: string, role: RoleId, layout: ReactElement, index: string, routes: RouteTable) {
  return (
    <Route path={root} element={<RequireRole role={role}>{layout}</RequireRole>}>
      <Route index element={<Navigate to={index} replace />} />
      {routes.map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={publicNotFound} />
    </Route>
  );
}

const travellerLayout = page(() => import('./routes/traveller/layout.tsx'));
const companyLayout = page(() => import('./routes/company/layout.tsx'));
const adminLayout = page(() => import('./routes/admin/layout.tsx'));
const publicHome = page(() => import('./routes/public/home.tsx'));

// The data router (createBrowserRouter) would add ~30 KB of gzipped JS to every public page; the
// declarative router adds ~13 KB, which keeps public pages within their 100 KB budget.
function AppRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    // a 401 clears the stored auth (done by the API client) and goes to /
    setUnauthorizedHandler(() => navigate(paths.home, { replace: true }));
  }, [navigate]);

  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={publicHome} />
            {PUBLIC_ROUTES.map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={publicNotFound} />
          </Route>
          {portalRoutes(paths.user.root, ROLE.TRAVELLER, travellerLayout, paths.user.requests, TRAVELLER_ROUTES)}
          {portalRoutes(paths.company.root, ROLE.COMPANY, companyLayout, paths.company.overview, COMPANY_ROUTES)}
          {portalRoutes(paths.admin.root, ROLE.ADMIN, adminLayout, paths.admin.overview, ADMIN_ROUTES)}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Everything inside the router: shared by the browser (BrowserRouter) and the prerender step (StaticRouter). */
export function AppContent() {
  return (
    <>
      <AppRoutes />
      <TripRequestHost />
      <ToasterHost />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
