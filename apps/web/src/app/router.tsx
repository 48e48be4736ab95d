import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ROLE } from '@triptender/contract/enums';
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

const publicHome = page(() => import('./routes/public/home.tsx'));
const publicNotFound = page(() => import('./routes/public/not-found.tsx'));
const publicIreland = page(() => import('./routes/public/ireland.tsx'));
const publicScotland = page(() => import('./routes/public/scotland.tsx'));
const publicLogin = page(() => import('./routes/public/login.tsx'));
const publicForgotPassword = page(() => import('./routes/public/forgot-password.tsx'));
const publicSetPassword = page(() => import('./routes/public/set-password.tsx'));
const publicHowItWorks = page(() => import('./routes/public/how-it-works.tsx'));
const publicAbout = page(() => import('./routes/public/about.tsx'));
const publicForAgents = page(() => import('./routes/public/for-agents.tsx'));
const publicHelp = page(() => import('./routes/public/help.tsx'));
const publicPrivacy = page(() => import('./routes/public/privacy.tsx'));
const publicTerms = page(() => import('./routes/public/terms.tsx'));
const publicCookies = page(() => import('./routes/public/cookies.tsx'));
const publicContact = page(() => import('./routes/public/contact.tsx'));
const publicThankYou = page(() => import('./routes/public/thank-you.tsx'));
const publicThankYouIreland = page(() => import('./routes/public/thank-you-ireland.tsx'));
const publicThankYouScotland = page(() => import('./routes/public/thank-you-scotland.tsx'));
const travellerLayout = page(() => import('./routes/traveller/layout.tsx'));
const travellerRequests = page(() => import('./routes/traveller/requests.tsx'));
const travellerRequest = page(() => import('./routes/traveller/request.tsx'));
const travellerCompareBids = page(() => import('./routes/traveller/compare-bids.tsx'));
const travellerMessages = page(() => import('./routes/traveller/messages.tsx'));
const companyLayout = page(() => import('./routes/company/layout.tsx'));
const companyOverview = page(() => import('./routes/company/overview.tsx'));
const companyMarketplace = page(() => import('./routes/company/marketplace.tsx'));
const companyLeads = page(() => import('./routes/company/leads.tsx'));
const companyConversations = page(() => import('./routes/company/conversations.tsx'));
const companyUsers = page(() => import('./routes/company/users.tsx'));
const companySettings = page(() => import('./routes/company/settings.tsx'));
const companyWallet = page(() => import('./routes/company/wallet.tsx'));
const adminLayout = page(() => import('./routes/admin/layout.tsx'));
const adminOverview = page(() => import('./routes/admin/overview.tsx'));
const adminTrips = page(() => import('./routes/admin/trips.tsx'));
const adminCompanies = page(() => import('./routes/admin/companies.tsx'));
const adminCompany = page(() => import('./routes/admin/company.tsx'));
const adminCompanyChat = page(() => import('./routes/admin/company-chat.tsx'));
const adminSettings = page(() => import('./routes/admin/settings.tsx'));

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
            <Route path={paths.ireland} element={publicIreland} />
            <Route path={paths.scotland} element={publicScotland} />
            <Route path={paths.login} element={publicLogin} />
            <Route path={paths.forgotPassword} element={publicForgotPassword} />
            <Route path={paths.setPassword} element={publicSetPassword} />
            <Route path={paths.howItWorks} element={publicHowItWorks} />
            <Route path={paths.about} element={publicAbout} />
            <Route path={paths.forAgents} element={publicForAgents} />
            <Route path={paths.help} element={publicHelp} />
            <Route path={paths.privacy} element={publicPrivacy} />
            <Route path={paths.terms} element={publicTerms} />
            <Route path={paths.cookies} element={publicCookies} />
            <Route path={paths.contact} element={publicContact} />
            <Route path={paths.thankYou} element={publicThankYou} />
            <Route path={paths.thankYouIreland} element={publicThankYouIreland} />
            <Route path={paths.thankYouScotland} element={publicThankYouScotland} />
            <Route path="*" element={publicNotFound} />
          </Route>

          <Route path={paths.user.root} element={<RequireRole role={ROLE.TRAVELLER}>{travellerLayout}</RequireRole>}>
            <Route index element={<Navigate to={paths.user.requests} replace />} />
            <Route path="requests" element={travellerRequests} />
            <Route path="requests/:requestId" element={travellerRequest} />
            <Route path="compare-bids" element={travellerCompareBids} />
            <Route path="messages" element={travellerMessages} />
            <Route path="*" element={publicNotFound} />
          </Route>

          <Route path={paths.company.root} element={<RequireRole role={ROLE.COMPANY}>{companyLayout}</RequireRole>}>
            <Route index element={<Navigate to={paths.company.overview} replace />} />
            <Route path="overview" element={companyOverview} />
            <Route path="marketplace" element={companyMarketplace} />
            <Route path="leads" element={companyLeads} />
            <Route path="conversations" element={companyConversations} />
            <Route path="users" element={companyUsers} />
            <Route path="settings" element={companySettings} />
            <Route path="wallet" element={companyWallet} />
            <Route path="*" element={publicNotFound} />
          </Route>

          <Route path={paths.admin.root} element={<RequireRole role={ROLE.ADMIN}>{adminLayout}</RequireRole>}>
            <Route index element={<Navigate to={paths.admin.overview} replace />} />
            <Route path="overview" element={adminOverview} />
            <Route path="trips" element={adminTrips} />
            <Route path="companies" element={adminCompanies} />
            <Route path="companies/:companyId" element={adminCompany} />
            <Route path="companies/:companyName/chat" element={adminCompanyChat} />
            <Route path="settings" element={adminSettings} />
            <Route path="*" element={publicNotFound} />
          </Route>
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
