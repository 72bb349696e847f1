import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './document-title.ts';
import { RootLayout, StartupSpinner } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import {
  redirectToLanding,
  requireCaseAccess,
  requireCaseCreation,
  requireCategoryManagement,
  requireComplaintsReportAccess,
  requireHelpAccess,
  requireLogin,
  requirePersonalDataManagement,
  requireStatisticsAccess,
  requireTemplateManagement,
  requireUserManagement,
} from './route-guards.ts';

/** Each page and layout in its own chunk, loaded when its route is first visited. */
const pageComponents = {
  publicLayout: async () => (await import('../features/shell/components/public-layout.tsx')).PublicLayout,
  loginPage: async () => (await import('../features/access/pages/login-page.tsx')).LoginPage,
  loggedOutPage: async () => (await import('../features/access/pages/logged-out-page.tsx')).LoggedOutPage,
  confirmLogoutPage: async () =>
    (await import('../features/access/pages/confirm-logout-page.tsx')).ConfirmLogoutPage,
  idlePage: async () => (await import('../features/access/pages/idle-page.tsx')).IdlePage,
  notFoundPage: async () => (await import('../features/access/pages/not-found-page.tsx')).NotFoundPage,
  inactivePage: async () => (await import('../features/access/pages/inactive-page.tsx')).InactivePage,
  accessKeyPage: async () => (await import('../features/access/pages/access-key-page.tsx')).AccessKeyPage,
  queryLayout: async () => (await import('./query-layout.tsx')).QueryLayout,
  authenticatedLayout: async () => (await import('./authenticated-layout.tsx')).AuthenticatedLayout,
  incidentsPage: async () => (await import('../features/incidents/pages/incidents-page.tsx')).IncidentsPage,
  searchPage: async () => (await import('../features/search/pages/search-page.tsx')).SearchPage,
  statisticsPage: async () =>
    (await import('../features/statistics/pages/statistics-page.tsx')).StatisticsPage,
  complaintsReportPage: async () =>
    (await import('../features/complaints-report/pages/complaints-report-page.tsx')).ComplaintsReportPage,
  newCasePage: async () => (await import('../features/new-case/pages/new-case-page.tsx')).NewCasePage,
  caseOverviewPage: async () =>
    (await import('../features/case-overview/pages/case-overview-page.tsx')).CaseOverviewPage,
  faqPage: async () => (await import('../features/faq/pages/faq-page.tsx')).FaqPage,
  settingsPage: async () => (await import('../features/settings/pages/settings-page.tsx')).SettingsPage,
  auditLogPage: async () => (await import('../features/settings/pages/audit-log-page.tsx')).AuditLogPage,
  letterTemplatesPage: async () =>
    (await import('../features/settings/pages/letter-templates-page.tsx')).LetterTemplatesPage,
  letterTemplatePage: async () =>
    (await import('../features/settings/pages/letter-template-page.tsx')).LetterTemplatePage,
  categoriesPage: async () =>
    (await import('../features/categories/pages/categories-page.tsx')).CategoriesPage,
  retentionPage: async () => (await import('../features/retention/pages/retention-page.tsx')).RetentionPage,
  deletionLogPage: async () =>
    (await import('../features/retention/pages/deletion-log-page.tsx')).DeletionLogPage,
  personalDataPage: async () =>
    (await import('../features/personal-data/pages/personal-data-page.tsx')).PersonalDataPage,
  profilePage: async () => (await import('../features/profile/pages/profile-page.tsx')).ProfilePage,
  consentPage: async () => (await import('../features/access/pages/consent-page.tsx')).ConsentPage,
  welcomePage: async () => (await import('../features/access/pages/welcome-page.tsx')).WelcomePage,
  newCompanyPage: async () => (await import('../features/access/pages/new-company-page.tsx')).NewCompanyPage,
};

/** Routes that only redirect from their loader still need something to render. */
const RedirectOnly = () => null;

const titled = (title: string): RouteHandle => ({ title });

/**
 * Every route of both specifications. Pages are split into their own chunks, so the login page loads only the
 * anonymous layout and itself; the guards are static so that they run before any page code loads. TanStack Query
 * comes with the query layout, around the pages that use it.
 * A function, because the router consumes the `lazy` objects when it loads them: each router needs its own.
 */
export const createRoutes = (): RouteObject[] => [
  {
    id: 'root',
    path: paths.root.path,
    Component: RootLayout,
    HydrateFallback: StartupSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        id: 'anonymous',
        lazy: { Component: pageComponents.publicLayout },
        children: [
          {
            path: paths.access.login.path,
            handle: titled('Logg inn'),
            lazy: { Component: pageComponents.loginPage },
          },
          {
            path: paths.access.loggedOut.path,
            handle: titled('Logget ut'),
            lazy: { Component: pageComponents.loggedOutPage },
          },
          {
            path: paths.access.confirmLogout.path,
            handle: titled('Logg ut'),
            lazy: { Component: pageComponents.confirmLogoutPage },
          },
          {
            path: paths.access.idle.path,
            handle: titled('Sesjonen er utløpt'),
            lazy: { Component: pageComponents.idlePage },
          },
          {
            path: paths.access.notFound.path,
            handle: titled('Ingen tilgang'),
            lazy: { Component: pageComponents.notFoundPage },
          },
          {
            path: paths.access.inactive.path,
            handle: titled('Bruker deaktivert'),
            lazy: { Component: pageComponents.inactivePage },
          },
          {
            lazy: { Component: pageComponents.queryLayout },
            children: [
              {
                path: paths.access.accessKey.path,
                handle: titled('Opprettelse av ny bruker'),
                lazy: { Component: pageComponents.accessKeyPage },
              },
            ],
          },
        ],
      },
      {
        lazy: { Component: pageComponents.queryLayout },
        children: [
          {
            id: 'authenticated',
            loader: requireLogin,
            lazy: { Component: pageComponents.authenticatedLayout },
            children: [
              { index: true, loader: redirectToLanding, Component: RedirectOnly },
              {
                path: paths.incidents.path,
                handle: titled('Saker'),
                loader: requireCaseAccess,
                lazy: { Component: pageComponents.incidentsPage },
              },
              {
                path: paths.search.path,
                handle: titled('Søkeresultat'),
                loader: requireCaseAccess,
                lazy: { Component: pageComponents.searchPage },
              },
              {
                path: paths.statistics.path,
                handle: titled('Statistikk'),
                loader: requireStatisticsAccess,
                lazy: { Component: pageComponents.statisticsPage },
              },
              {
                path: paths.complaintsReport.path,
                handle: titled('Klagerapport'),
                loader: requireComplaintsReportAccess,
                lazy: { Component: pageComponents.complaintsReportPage },
              },
              {
                path: paths.newCase.path,
                handle: titled('Ny sak'),
                loader: requireCaseCreation,
                lazy: { Component: pageComponents.newCasePage },
              },
              {
                path: paths.caseOverview.path,
                handle: titled('Sak'),
                loader: requireCaseAccess,
                lazy: { Component: pageComponents.caseOverviewPage },
              },
              {
                path: paths.faq.path,
                handle: titled('Hjelp'),
                loader: requireHelpAccess,
                lazy: { Component: pageComponents.faqPage },
              },
              {
                path: paths.settings.path,
                handle: titled('Innstillinger'),
                loader: requireUserManagement,
                lazy: { Component: pageComponents.settingsPage },
              },
              {
                path: paths.auditLog.path,
                handle: titled('Logg'),
                loader: requireUserManagement,
                lazy: { Component: pageComponents.auditLogPage },
              },
              {
                path: paths.letterTemplates.path,
                handle: titled('Brevmaler'),
                loader: requireTemplateManagement,
                lazy: { Component: pageComponents.letterTemplatesPage },
              },
              {
                path: paths.newLetterTemplate.path,
                handle: titled('Ny mal'),
                loader: requireTemplateManagement,
                lazy: { Component: pageComponents.letterTemplatePage },
              },
              {
                path: paths.letterTemplate.path,
                handle: titled('Brevmal'),
                loader: requireTemplateManagement,
                lazy: { Component: pageComponents.letterTemplatePage },
              },
              {
                path: paths.categories.path,
                handle: titled('Produkter og årsaker'),
                loader: requireCategoryManagement,
                lazy: { Component: pageComponents.categoriesPage },
              },
              {
                path: paths.retention.path,
                handle: titled('Sletting av personopplysninger'),
                loader: requirePersonalDataManagement,
                lazy: { Component: pageComponents.retentionPage },
              },
              {
                path: paths.deletionLog.path,
                handle: titled('Slettelogg'),
                loader: requirePersonalDataManagement,
                lazy: { Component: pageComponents.deletionLogPage },
              },
              {
                path: paths.personalData.path,
                handle: titled('Innsyn for en person'),
                loader: requirePersonalDataManagement,
                lazy: { Component: pageComponents.personalDataPage },
              },
              {
                path: paths.profile.path,
                handle: titled('Profil'),
                lazy: { Component: pageComponents.profilePage },
              },
              {
                path: paths.userProfile.path,
                handle: titled('Profil'),
                lazy: { Component: pageComponents.profilePage },
              },
              {
                path: paths.access.consent.path,
                handle: titled('Samtykke'),
                lazy: { Component: pageComponents.consentPage },
              },
              {
                path: paths.access.welcome.path,
                handle: titled('Velkommen'),
                lazy: { Component: pageComponents.welcomePage },
              },
              {
                path: paths.access.newCompany.path,
                handle: titled('Nytt foretak'),
                lazy: { Component: pageComponents.newCompanyPage },
              },
              { path: '*', loader: redirectToLanding, Component: RedirectOnly },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(createRoutes());
