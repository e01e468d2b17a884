import { lazy } from 'react';
import { Navigate, Route } from 'react-router';
import { NotFoundScreen } from '../shell/NotFoundScreen.tsx';
import { RequireSession } from '../shell/RequireSession.tsx';
import { AdminLayout } from './AdminLayout.tsx';

const AdminLoginPage = lazy(() => import('./auth/AdminLoginPage.tsx'));
const OtpVerifyPage = lazy(() => import('./auth/OtpVerifyPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage.tsx'));
const ResetPasswordTokenPage = lazy(() => import('./auth/ResetPasswordTokenPage.tsx'));
const AdminDashboardPage = lazy(() => import('./pages/AdminDashboardPage.tsx'));
const AdminProfilePage = lazy(() => import('./pages/AdminProfilePage.tsx'));
const AddAdminPage = lazy(() => import('./pages/AddAdminPage.tsx'));
const ManageAdminsPage = lazy(() => import('./pages/ManageAdminsPage.tsx'));
const InsurancePlanPage = lazy(() => import('./pages/InsurancePlanPage.tsx'));

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
        <AdminLayout />
      </RequireSession>
    }
  >
    <Route index element={<Navigate to="/admin/dashboard" replace />} />
    <Route path="dashboard" element={<AdminDashboardPage />} />
    <Route path="profile" element={<AdminProfilePage />} />
    <Route path="add-new-admin" element={<AddAdminPage />} />
    <Route path="manage-admins" element={<ManageAdminsPage />} />
    <Route path="insurance-plan" element={<InsurancePlanPage />} />
    <Route path="*" element={<NotFoundScreen />} />
  </Route>,
];
