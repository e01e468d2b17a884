import { Route } from 'react-router';
import { lazyScreen } from '../../lib/monitoring/lazy-screen.ts';
import { RequireSession } from '../shell/RequireSession.tsx';
import { CustomerLayout } from './CustomerLayout.tsx';

const OfferDashboardPage = lazyScreen(() => import('./pages/OfferDashboardPage.tsx'));
const ProfilePage = lazyScreen(() => import('./pages/ProfilePage.tsx'));
const ChangePasswordPage = lazyScreen(() => import('./pages/ChangePasswordPage.tsx'));
const OfferDetailsPage = lazyScreen(() => import('./pages/OfferDetailsPage.tsx'));
const AskQuestionPage = lazyScreen(() => import('./pages/AskQuestionPage.tsx'));
const MyDataPage = lazyScreen(() => import('./pages/MyDataPage.tsx'));
const SignInPage = lazyScreen(() => import('./pages/SignInPage.tsx'));
const SignUpPage = lazyScreen(() => import('./pages/SignUpPage.tsx'));

/** Customer area (guard: a valid stored customer session, otherwise /) and its sign-in pages. */
export const customerRoutes = [
  <Route key="connexion" path="/connexion" element={<SignInPage />} />,
  <Route key="inscription" path="/inscription" element={<SignUpPage />} />,
  <Route
    key="customer"
    element={
      <RequireSession kind="customer">
        <CustomerLayout />
      </RequireSession>
    }
  >
    <Route path="/dashboard" element={<OfferDashboardPage />} />
    <Route path="/dashboard/questions" element={<AskQuestionPage />} />
    <Route path="/dashboard/donnees" element={<MyDataPage />} />
    <Route path="/profile" element={<ProfilePage />} />
    <Route path="/reset-password" element={<ChangePasswordPage />} />
    <Route path="/offer-details/:offerId" element={<OfferDetailsPage />} />
  </Route>,
];
