import type { EidProvider } from '@foretaksportalen/shared/eid';

/**
 * The search parameters of the case overview that open it on one document, event or internal note, e.g. from a
 * search hit or a mention.
 */
export const CASE_TARGET_PARAMS = { document: 'document', event: 'event', note: 'note' } as const;
/**
 * What the case overview opens on, by id: a document (Dokumenter tab), an event (Hendelser tab) or an internal note
 * (Interne notater tab); keyed as the address is.
 */
export type CaseTarget = { document: string } | { event: string } | { note: string };

/** The case list's search parameter that opens it with one quick view on (the statistics' links). */
export const INCIDENTS_PARAMS = { quickView: 'quickView' } as const;

/** The search parameters of the statistics: a period chosen by name, or two dates of one's own (yyyy-MM-dd). */
export const STATISTICS_PARAMS = { period: 'period', from: 'from', to: 'to' } as const;

/**
 * The case list's search parameter that opens it on the cases of one number of the complaints report: the number's
 * cell (period, measure, product or cause) as a search of its own (`reportCellSearch`).
 */
export const INCIDENTS_REPORT_PARAM = 'report';

/** The search parameters of the search result page: the query as typed, and the page from 1. */
export const SEARCH_PARAMS = { query: 'q', page: 'page' } as const;

const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

/** Every route of the web app (spec 1 §2 and spec 2 §2), and the server URLs the browser navigates to in full. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  incidents: {
    path: '/incidents',
    /** With a quick view ('overdue', 'dueSoon', 'unread'), the list opens with that one on. */
    getHref: (quickView?: string) =>
      withQuery('/incidents', quickView ? { [INCIDENTS_PARAMS.quickView]: quickView } : {}),
  },
  /** The search in letters and documents (issue 22): the query and page in the address, to go back to or share. */
  search: {
    path: '/incidents/search',
    getHref: ({ query, page = 1 }: { query: string; page?: number }) =>
      withQuery('/incidents/search', {
        [SEARCH_PARAMS.query]: query,
        ...(page > 1 ? { [SEARCH_PARAMS.page]: String(page) } : {}),
      }),
  },
  /** The company's statistics (issue 24), the period in the address (`STATISTICS_PARAMS`). */
  statistics: { path: '/statistics', getHref: () => '/statistics' },
  /** The complaints report (issue 49), the period in the address (`STATISTICS_PARAMS`, as the statistics). */
  complaintsReport: { path: '/complaints-report', getHref: () => '/complaints-report' },
  /** The case list showing the cases one number of the complaints report counts. */
  reportCases: {
    getHref: (cellSearch: string) => withQuery('/incidents', { [INCIDENTS_REPORT_PARAM]: cellSearch }),
  },
  newCase: { path: '/case', getHref: () => '/case' },
  caseOverview: {
    path: '/case/:caseId',
    /** With a target, the overview opens on that document, event or note, highlighted. */
    getHref: (caseId: string, target?: CaseTarget) =>
      withQuery(`/case/${encodeURIComponent(caseId)}`, target ?? {}),
  },
  faq: { path: '/faq', getHref: () => '/faq' },
  settings: { path: '/settings', getHref: () => '/settings' },
  /** The company's audit log ('Logg', issue 24): its filters and page in the address. */
  auditLog: {
    path: '/settings/log',
    getHref: (query: Record<string, string> = {}) => withQuery('/settings/log', query),
  },
  /** The company's letter templates ('Brevmaler', issue 46; level 5), and one of them, or a new one. */
  letterTemplates: { path: '/settings/templates', getHref: () => '/settings/templates' },
  newLetterTemplate: { path: '/settings/templates/new', getHref: () => '/settings/templates/new' },
  letterTemplate: {
    path: '/settings/templates/:templateId',
    getHref: (templateId: string) => `/settings/templates/${encodeURIComponent(templateId)}`,
  },
  /**
   * Personal data by law (issue 48; level 5): 'Sletting av personopplysninger', the company's schedule and the cases
   * it deletes next, and 'Slettelogg', the cases whose personal data went, its page in the address.
   */
  retention: { path: '/settings/retention', getHref: () => '/settings/retention' },
  /** The company's products and causes (issue 49). */
  categories: { path: '/settings/categories', getHref: () => '/settings/categories' },
  deletionLog: {
    path: '/settings/retention/log',
    getHref: (page = 1) => withQuery('/settings/retention/log', page > 1 ? { page: String(page) } : {}),
  },
  /** 'Innsyn for en person' (issue 48; level 5): a person's cases, their export and the erasure requests. */
  personalData: { path: '/settings/personal-data', getHref: () => '/settings/personal-data' },
  profile: { path: '/profile', getHref: () => '/profile' },
  userProfile: {
    path: '/profile/:userId',
    getHref: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
  },
  access: {
    welcome: { path: '/access/welcome', getHref: () => '/access/welcome' },
    consent: { path: '/access/consent', getHref: () => '/access/consent' },
    newCompany: { path: '/access/newcompany', getHref: () => '/access/newcompany' },
    login: { path: '/access/login', getHref: () => '/access/login' },
    loggedOut: { path: '/access/loggedout', getHref: () => '/access/loggedout' },
    /** 'Vil du logge ut?': where the server sends a logout that did not come from the portal's own pages. */
    confirmLogout: { path: '/access/logout', getHref: () => '/access/logout' },
    idle: { path: '/access/idle', getHref: () => '/access/idle' },
    notFound: { path: '/access/notfound', getHref: () => '/access/notfound' },
    inactive: { path: '/access/inactive', getHref: () => '/access/inactive' },
    accessKey: {
      path: '/access/:accesskey',
      getHref: (accessKey: string) => `/access/${encodeURIComponent(accessKey)}`,
    },
  },
} as const;

/** Server endpoints that are full-page navigations rather than fetch calls. */
export const serverPaths = {
  authorize: (idp: EidProvider, accessKey?: string) => {
    const query = new URLSearchParams({ idp });
    if (accessKey) query.set('accesskey', accessKey);
    return `/api/oidc/authorize?${query.toString()}`;
  },
  logout: '/api/oidc/logout',
} as const;

/** The header is in consent mode on any path containing 'consent' (spec 1 §2). */
export const isConsentPath = (pathname: string) => pathname.includes('consent');
