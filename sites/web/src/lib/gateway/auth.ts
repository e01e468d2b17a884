import type { ChangePasswordForm } from '@courtage/contracts/auth/change-password.rpc';
import type { ConfirmStaffTotpForm } from '@courtage/contracts/auth/confirm-staff-totp.rpc';
import type { DisableStaffTotpForm } from '@courtage/contracts/auth/disable-staff-totp.rpc';
import type { TotpSetup } from '@courtage/contracts/auth/enable-staff-totp.rpc';
import type { ResendStaffCodeForm } from '@courtage/contracts/auth/resend-staff-code.rpc';
import type {
  SignedIn as CustomerSignedIn,
  SignInCustomerForm,
} from '@courtage/contracts/auth/sign-in-customer.rpc';
import type { SignInStaffForm, StaffChallenge } from '@courtage/contracts/auth/sign-in-staff.rpc';
import type { SignUpCustomerForm, SignUpReply } from '@courtage/contracts/auth/sign-up-customer.rpc';
import type { UpdateCustomerForm } from '@courtage/contracts/auth/update-customer.rpc';
import type { UpdateStaffProfileForm } from '@courtage/contracts/auth/update-staff-profile.rpc';
import type { StaffSignedIn, VerifyStaffCodeForm } from '@courtage/contracts/auth/verify-staff-code.rpc';
import type { CustomerUser, StaffUser } from '../auth/account-types.ts';
import { apiRequest } from '../auth/api-client.ts';
import type { AccountKind } from '../auth/session-data.ts';
import { ACCOUNT_PATH } from './session-paths.ts';

// Sign-up, sign-in, passwords, profiles and two-factor, for customers and staff.

type Message = { message: string };

/** The signed-in account (customer or staff member). */
export const getAccount = (kind: AccountKind) =>
  apiRequest<CustomerUser | StaffUser>(ACCOUNT_PATH[kind], { auth: true });

// Customers
/** 202 with the same message whether or not the address has an account. */
export const signUpCustomer = (json: SignUpCustomerForm) =>
  apiRequest<SignUpReply>('/auth/v1/user/signup', { method: 'POST', json });
export const signInCustomer = (json: SignInCustomerForm) =>
  apiRequest<CustomerSignedIn>('/auth/v1/user/login', { method: 'POST', json });
export const getCustomer = () => apiRequest<CustomerUser>(ACCOUNT_PATH.customer, { auth: true });
export const updateCustomer = (json: UpdateCustomerForm) =>
  apiRequest<CustomerUser>(ACCOUNT_PATH.customer, { method: 'PATCH', auth: true, json });
export const uploadCustomerAvatar = (file: Blob) =>
  apiRequest<CustomerUser>('/auth/v1/user/avatar', {
    method: 'PUT',
    auth: true,
    raw: { body: file, contentType: file.type },
  });
export const changeCustomerPassword = (json: ChangePasswordForm) =>
  apiRequest<Message>('/auth/v1/user/reset-password', { method: 'PUT', auth: true, json });
export const requestCustomerPasswordReset = (email: string) =>
  apiRequest<Message>('/auth/v1/user/reset-password', { method: 'POST', json: { email } });
export const resetCustomerPassword = (token: string, password: string) =>
  apiRequest<Message>(`/auth/v1/user/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    json: { password },
  });

// Staff
export const signInStaff = (json: SignInStaffForm) =>
  apiRequest<StaffChallenge>('/api/v1/admin', { method: 'POST', json });
/** Step 2 of the staff sign-in: the emailed code, or the authenticator app's (`byApp`). */
export const verifyStaffCode = (byApp: boolean, json: VerifyStaffCodeForm) =>
  apiRequest<StaffSignedIn>(byApp ? '/api/v1/admin/verify-2fa' : '/api/v1/admin/verify-otp', {
    method: 'POST',
    json,
  });
export const resendStaffCode = (json: ResendStaffCodeForm) =>
  apiRequest<Message>('/api/v1/admin/resend-otp', { method: 'POST', json });
export const requestStaffPasswordReset = (email: string) =>
  apiRequest<Message>('/api/v1/admin/forgot-password', { method: 'POST', json: { email } });
export const resetStaffPassword = (token: string, password: string) =>
  apiRequest<Message>(`/api/v1/admin/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    json: { password },
  });
export const getStaffProfile = () => apiRequest<StaffUser>(ACCOUNT_PATH.staff, { auth: true });
export const updateStaffProfile = (json: UpdateStaffProfileForm) =>
  apiRequest<StaffUser>(ACCOUNT_PATH.staff, { method: 'PATCH', auth: true, json });
export const uploadStaffAvatar = (file: Blob) =>
  apiRequest<StaffUser>('/api/v1/admin/profile/avatar', {
    method: 'PUT',
    auth: true,
    raw: { body: file, contentType: file.type },
  });
export const changeStaffPassword = (json: ChangePasswordForm) =>
  apiRequest<Message>('/api/v1/admin/profile/password', { method: 'PUT', auth: true, json });
export const startTotpSetup = () =>
  apiRequest<TotpSetup>('/api/v1/admin/enable-2fa', { method: 'POST', auth: true });
export const confirmTotpSetup = (json: ConfirmStaffTotpForm) =>
  apiRequest<{ totpEnabled: true }>('/api/v1/admin/verify-2fa', { method: 'POST', auth: true, json });
export const disableTotp = (json: DisableStaffTotpForm) =>
  apiRequest<{ totpEnabled: false }>('/api/v1/admin/disable-2fa', { method: 'POST', auth: true, json });
