// The web app's URL registry. Links and redirects use these, never string literals.

export const paths = {
  home: '/',
  ireland: '/ireland',
  scotland: '/scotland',
  login: '/login',
  forgotPassword: '/forgot-password',
  setPassword: '/set-password',
  /** An emailed link to confirm (or discard) a trip request posted with an existing account's email. */
  confirmRequest: '/confirm-request',
  /** An email's unsubscribe link (?token=): works without logging in; unsubscribes only on a click. */
  unsubscribe: '/unsubscribe',
  howItWorks: '/how-it-works',
  about: '/about',
  forAgents: '/for-agents',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  contact: '/contact',
  thankYou: '/thank-you',
  thankYouIreland: '/thank-you-ireland',
  thankYouScotland: '/thank-you-scotland',
  /** An operator's public profile, reached from quotes and chats. */
  operator: (companyId: number | string) => `/operators/${companyId}`,

  user: {
    root: '/user',
    requests: '/user/requests',
    request: (id: number | string) => `/user/requests/${id}`,
    compareBids: '/user/compare-bids',
    messages: '/user/messages',
    /** Your details, password and sessions (decision 021); download my data, delete my account. */
    account: '/user/account',
  },
  company: {
    root: '/company',
    overview: '/company/overview',
    marketplace: '/company/marketplace',
    leads: '/company/leads',
    /** One bought lead on My Leads, with its quote form. */
    lead: (leadId: number | string) => `/company/leads?lead=${leadId}`,
    conversations: '/company/conversations',
    users: '/company/users',
    settings: '/company/settings',
    wallet: '/company/wallet',
  },
  admin: {
    root: '/admin',
    overview: '/admin/overview',
    trips: '/admin/trips',
    companies: '/admin/companies',
    company: (id: number | string) => `/admin/companies/${id}`,
    companyConversation: (companyName: string) => `/admin/companies/${encodeURIComponent(companyName)}/chat`,
    settings: '/admin/settings',
    /** Card top-ups, their receipts and refunds to the card. */
    payments: '/admin/payments',
    /** Every account: export or delete a person's data on their request. */
    users: '/admin/users',
  },
} as const;

/** Public pages, in the order the sitemap lists them. */
export const PUBLIC_PAGES = [
  paths.home,
  paths.ireland,
  paths.scotland,
  paths.howItWorks,
  paths.about,
  paths.forAgents,
  paths.help,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.cookies,
  paths.login,
] as const;

const EXACT_PAGES = new Set<string>([
  ...PUBLIC_PAGES,
  paths.thankYou,
  paths.thankYouIreland,
  paths.thankYouScotland,
  paths.forgotPassword,
  paths.setPassword,
  paths.confirmRequest,
  paths.unsubscribe,
]);
const AREA = /^\/(user|company|admin)(\/|$)/;
const OPERATOR = /^\/operators\/\d{1,10}$/;

/** Whether the web app has a page at this path (the server answers 404 for the others). */
export function isAppPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXACT_PAGES.has(p) || AREA.test(p) || OPERATOR.test(p);
}
