import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { changePasswordForm } from '@courtage/contracts/auth/change-password.rpc';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { forgotPasswordForm } from '@courtage/contracts/auth/request-password-reset.rpc';
import { resetPasswordForm } from '@courtage/contracts/auth/reset-password.rpc';
import { signInCustomerForm } from '@courtage/contracts/auth/sign-in-customer.rpc';
import { signUpCustomerForm } from '@courtage/contracts/auth/sign-up-customer.rpc';
import { updateCustomerForm } from '@courtage/contracts/auth/update-customer.rpc';
import type { FormDefinition } from '@courtage/contracts/form/define-form';
import { type AgreeingForm, formsAgree } from './support/forms-agree.ts';

// DESIGN.md section 9, for the customer area's account forms (support/forms-agree.ts): the
// browser's checkForm and the gateway give the same French field errors, in the same order.

/** A customer's access token the gateway accepts (its signature checked, no session lookup). */
const customerToken = signAccessToken(DEV_ONLY_JWT_SECRET, {
  sub: randomUUID(),
  kind: 'customer',
  role: 'customer',
  sid: randomUUID(),
}).token;
const signedIn = { authorization: `Bearer ${customerToken}` };

const FORMS: AgreeingForm[] = [
  {
    name: 'sign-up',
    form: signUpCustomerForm as unknown as FormDefinition,
    valid: {
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille.durand@example.fr',
      phoneNumber: '06 11 22 33 44',
      password: 'Motdepasse-2026',
    },
    method: 'POST',
    url: '/auth/v1/user/signup',
    depth: 1,
  },
  {
    name: 'sign-in',
    form: signInCustomerForm as unknown as FormDefinition,
    valid: { email: 'camille.durand@example.fr', password: 'Motdepasse-2026' },
    method: 'POST',
    url: '/auth/v1/user/login',
    depth: 1,
  },
  {
    name: 'profile',
    form: updateCustomerForm as unknown as FormDefinition,
    valid: { firstName: 'Camille', lastName: 'Durand', phoneNumber: null },
    method: 'PATCH',
    url: '/auth/v1/user',
    headers: signedIn,
    depth: 1,
  },
  {
    name: 'change password',
    form: changePasswordForm as unknown as FormDefinition,
    valid: { currentPassword: 'Motdepasse-2026', newPassword: 'Nouveau-2026' },
    method: 'PUT',
    url: '/auth/v1/user/reset-password',
    headers: signedIn,
    depth: 1,
  },
  {
    name: 'forgotten password',
    form: forgotPasswordForm as unknown as FormDefinition,
    valid: { email: 'camille.durand@example.fr' },
    method: 'POST',
    url: '/auth/v1/user/reset-password',
    depth: 1,
  },
  {
    name: 'new password from a reset link',
    form: resetPasswordForm as unknown as FormDefinition,
    valid: { password: 'Nouveau-2026' },
    method: 'POST',
    url: `/auth/v1/user/reset-password/${'a'.repeat(43)}`,
    depth: 1,
  },
];

formsAgree('customer account forms: browser and gateway agree', FORMS);
