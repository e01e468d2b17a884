import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router';
import { lazyScreen } from '../../lib/monitoring/lazy-screen.ts';
import { NotFoundScreen } from '../shell/NotFoundScreen.tsx';
import { RequireSession } from '../shell/RequireSession.tsx';
import { AdminLayout } from './AdminLayout.tsx';

const AdminLoginPage = lazyScreen(() => import('./auth/AdminLoginPage.tsx'));
const OtpVerifyPage = lazyScreen(() => import('./auth/OtpVerifyPage.tsx'));
const ForgotPasswordPage = lazyScreen(() => import('./auth/ForgotPasswordPage.tsx'));
const ResetPasswordTokenPage = lazyScreen(() => import('./auth/ResetPasswordTokenPage.tsx'));

type AdminScreen = { path: string; page: LazyExoticComponent<ComponentType> };

/**
 * Every /admin screen: its path under /admin and its page, loaded on demand. To add a screen,
 * add one line here; its sidebar entry (admin-nav.ts) appears once its path is in this list.
 */
const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: 'dashboard', page: lazyScreen(() => import('./modules/dashboard/DashboardPage.tsx')) },
  { path: 'recherche', page: lazyScreen(() => import('./modules/search/SearchPage.tsx')) },
  { path: 'agenda', page: lazyScreen(() => import('./modules/agenda/AgendaPage.tsx')) },
  { path: 'pipeline', page: lazyScreen(() => import('./modules/pipeline/PipelinePage.tsx')) },
  { path: 'offers', page: lazyScreen(() => import('./modules/offers/ReceivedOffersPage.tsx')) },
  { path: 'submitted-offers', page: lazyScreen(() => import('./modules/offers/SubmittedOffersPage.tsx')) },
  { path: 'mes-offres', page: lazyScreen(() => import('./modules/offers/WalletOffersPage.tsx')) },
  { path: 'offer-details/:offerId', page: lazyScreen(() => import('./modules/offers/OfferDetailsPage.tsx')) },
  { path: 'profile', page: lazyScreen(() => import('./pages/AdminProfilePage.tsx')) },
  { path: 'add-new-admin', page: lazyScreen(() => import('./pages/AddAdminPage.tsx')) },
  { path: 'manage-admins', page: lazyScreen(() => import('./pages/ManageAdminsPage.tsx')) },
  { path: 'insurance-plan', page: lazyScreen(() => import('./pages/InsurancePlanPage.tsx')) },
  { path: 'contact-us', page: lazyScreen(() => import('./pages/ContactUsPage.tsx')) },
  {
    path: 'contact-us-details/:contactId',
    page: lazyScreen(() => import('./pages/ContactUsDetailsPage.tsx')),
  },
  { path: 'users/queries', page: lazyScreen(() => import('./pages/UserQueriesPage.tsx')) },
  { path: 'external-crm-offers', page: lazyScreen(() => import('./pages/ExternalCrmOffersPage.tsx')) },
  { path: 'external-crm-contracts', page: lazyScreen(() => import('./pages/ExternalCrmContractsPage.tsx')) },
  { path: 'entreprise', page: lazyScreen(() => import('./modules/companies/CompaniesPage.tsx')) },
  {
    path: 'entreprise/:enterpriseId',
    page: lazyScreen(() => import('./modules/companies/CompanyRecordPage.tsx')),
  },
  { path: 'contact', page: lazyScreen(() => import('./modules/contacts/ContactsPage.tsx')) },
  { path: 'contact/:id', page: lazyScreen(() => import('./modules/contacts/ContactRecordPage.tsx')) },
  {
    path: 'portefeuille-contrats',
    page: lazyScreen(() => import('./modules/contracts/PortfolioContractsPage.tsx')),
  },
  {
    path: 'portefeuille-contacts-details',
    page: lazyScreen(() => import('./modules/contacts/PortfolioContactsPage.tsx')),
  },
  { path: 'devis', page: lazyScreen(() => import('./modules/quotes/DevisPage.tsx')) },
  { path: 'task', page: lazyScreen(() => import('./modules/tasks/TasksPage.tsx')) },
  { path: 'ops', page: lazyScreen(() => import('./modules/ops/OpsPage.tsx')) },
  { path: 'audit', page: lazyScreen(() => import('./modules/audit/AuditTrailPage.tsx')) },
  { path: 'effacements', page: lazyScreen(() => import('./modules/privacy/ErasureRequestsPage.tsx')) },
];

/** The specification's other names for screens (section 2): same screen, canonical URL. */
const ADMIN_ALIASES: readonly { path: string; to: string }[] = [
  { path: 'manage-admin', to: '/admin/manage-admins' },
  { path: 'manage-users-queries', to: '/admin/users/queries' },
];

/** Redirects to `to`, keeping the query string (a list's filters) and the route's params. */
function Alias({ to }: { to: string }) {
  const { search } = useLocation();
  const params = useParams();
  const target = to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return <Navigate to={`${target}${search}`} replace />;
}

const registeredPaths = new Set(ADMIN_SCREENS.map((screen) => screen.path));

/** Staff sign-in pages and the /admin/* screens (guard: a staff session, otherwise /admin-login). */
export const backofficeRoutes = [
  <Route key="admin-login" path="/admin-login" element={<AdminLoginPage />} />,
  <Route key="otp" path="/otp-veryfy/:id" element={<OtpVerifyPage />} />,
  <Route key="forgot" path="/forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="reset" path="/reset-password/:token" element={<ResetPasswordTokenPage />} />,
  <Route
    key="admin"
    path="/admin"
    element={
      <RequireSession kind="staff">
        <AdminLayout registeredPaths={registeredPaths} />
      </RequireSession>
    }
  >
    <Route index element={<Navigate to="/admin/dashboard" replace />} />
    {ADMIN_SCREENS.map(({ path, page: Page }) => (
      <Route key={path} path={path} element={<Page />} />
    ))}
    {ADMIN_ALIASES.map(({ path, to }) => (
      <Route key={path} path={path} element={<Alias to={to} />} />
    ))}
    <Route path="*" element={<NotFoundScreen />} />
  </Route>,
];
