import { randomUUID } from 'node:crypto';
import { changePasswordForm } from '@courtage/contracts/auth/change-password.rpc';
import { confirmStaffTotpForm, verifyTwoFactorForm } from '@courtage/contracts/auth/confirm-staff-totp.rpc';
import { createStaffForm } from '@courtage/contracts/auth/create-staff.rpc';
import { disableStaffTotpForm } from '@courtage/contracts/auth/disable-staff-totp.rpc';
import { enableStaffTotpForm } from '@courtage/contracts/auth/enable-staff-totp.rpc';
import { forgotPasswordForm } from '@courtage/contracts/auth/request-password-reset.rpc';
import { resendStaffCodeForm } from '@courtage/contracts/auth/resend-staff-code.rpc';
import { resetPasswordForm } from '@courtage/contracts/auth/reset-password.rpc';
import { signInStaffForm } from '@courtage/contracts/auth/sign-in-staff.rpc';
import { updateStaffForm } from '@courtage/contracts/auth/update-staff.rpc';
import { updateStaffProfileForm } from '@courtage/contracts/auth/update-staff-profile.rpc';
import { verifyStaffCodeForm } from '@courtage/contracts/auth/verify-staff-code.rpc';
import type { FormDefinition } from '@courtage/contracts/form/define-form';
import { type AgreeingForm, formsAgree } from './support/forms-agree.ts';

// DESIGN.md section 9, for the back-office's sign-in, profile, two-factor and administrators'
// forms (support/forms-agree.ts). Each route checks its body before any look-up, so the ids and
// the token in addresses are random.

const form = (definition: unknown) => definition as FormDefinition;
const challengeId = randomUUID();

const FORMS: AgreeingForm[] = [
  {
    name: 'staff sign-in (step 1)',
    form: form(signInStaffForm),
    valid: { email: 'admin@example.fr', password: 'Secret-2026' },
    method: 'POST',
    url: '/api/v1/admin',
    depth: 1,
  },
  {
    name: 'staff sign-in code (step 2)',
    form: form(verifyStaffCodeForm),
    valid: { challengeId, code: '123456' },
    method: 'POST',
    url: '/api/v1/admin/verify-otp',
    depth: 1,
  },
  {
    name: 'staff sign-in recovery code (step 2)',
    form: form(verifyStaffCodeForm),
    valid: { challengeId, recoveryCode: 'ABCDE-12345' },
    method: 'POST',
    url: '/api/v1/admin/verify-otp',
    depth: 1,
  },
  {
    name: 'staff sign-in app code (step 2, verify-2fa)',
    form: form(verifyTwoFactorForm),
    valid: { challengeId, code: '123456' },
    method: 'POST',
    url: '/api/v1/admin/verify-2fa',
    depth: 1,
  },
  {
    name: 'resend the emailed code',
    form: form(resendStaffCodeForm),
    valid: { challengeId },
    method: 'POST',
    url: '/api/v1/admin/resend-otp',
    depth: 1,
  },
  {
    name: 'forgotten password (staff)',
    form: form(forgotPasswordForm),
    valid: { email: 'admin@example.fr' },
    method: 'POST',
    url: '/api/v1/admin/forgot-password',
    depth: 1,
  },
  {
    name: 'new password from the emailed link (staff)',
    form: form(resetPasswordForm),
    valid: { password: 'Nouveau-2026' },
    method: 'POST',
    url: `/api/v1/admin/reset-password/${randomUUID()}`,
    depth: 1,
  },
  {
    name: 'two-factor: start or replace',
    form: form(enableStaffTotpForm),
    valid: { password: 'Secret-2026' },
    method: 'POST',
    url: '/api/v1/admin/enable-2fa',
    staff: true,
    depth: 1,
  },
  {
    name: 'two-factor: confirm the set-up',
    form: form(confirmStaffTotpForm),
    valid: { code: '123456' },
    method: 'POST',
    url: '/api/v1/admin/verify-2fa',
    staff: true,
    depth: 1,
  },
  {
    name: 'two-factor: turn off',
    form: form(disableStaffTotpForm),
    valid: { password: 'Secret-2026' },
    method: 'POST',
    url: '/api/v1/admin/disable-2fa',
    staff: true,
    depth: 1,
  },
  {
    name: 'my profile (name, email)',
    form: form(updateStaffProfileForm),
    valid: { name: 'Camille Martin', email: 'camille.martin@example.fr', currentPassword: 'Secret-2026' },
    method: 'PATCH',
    url: '/api/v1/admin/profile',
    staff: true,
    depth: 1,
  },
  {
    name: 'my password (staff)',
    form: form(changePasswordForm),
    valid: { currentPassword: 'Secret-2026', newPassword: 'Nouveau-2026' },
    method: 'PUT',
    url: '/api/v1/admin/profile/password',
    staff: true,
    depth: 1,
  },
  {
    name: 'add an administrator',
    form: form(createStaffForm),
    valid: {
      name: 'Camille Martin',
      email: 'camille@example.fr',
      role: 'sub-admin',
      password: 'Equipe-2026',
    },
    method: 'POST',
    url: '/api/v1/admin/staff',
    staff: true,
    depth: 1,
  },
  {
    name: 'change an administrator’s role or state',
    form: form(updateStaffForm),
    valid: { role: 'admin', disabled: false },
    method: 'PATCH',
    url: `/api/v1/admin/staff/${randomUUID()}`,
    staff: true,
    depth: 1,
  },
];

formsAgree('staff auth forms: the browser and the gateway give the same French errors', FORMS);
