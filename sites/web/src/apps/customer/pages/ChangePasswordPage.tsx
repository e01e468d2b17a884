import { changeCustomerPassword } from '../../../lib/gateway/auth.ts';
import { ChangePasswordForm } from '../../shell/ChangePasswordForm.tsx';

/** /reset-password (signed in): change the password with the current one. */
export default function ChangePasswordPage() {
  return (
    <section className="app-card" aria-labelledby="password-title">
      <h1 id="password-title">Mot de Passe</h1>
      <ChangePasswordForm save={changeCustomerPassword} />
    </section>
  );
}
