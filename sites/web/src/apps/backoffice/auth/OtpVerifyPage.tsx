import { verifyStaffCodeForm } from '@courtage/contracts/auth/verify-staff-code.rpc';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { applyAccount } from '../../../lib/auth/apply-account.ts';
import { saveSession } from '../../../lib/auth/session-data.ts';
import { type FieldErrors, formErrors } from '../../../lib/forms/form-errors.ts';
import { resendStaffCode, verifyStaffCode } from '../../../lib/gateway/auth.ts';
import { store } from '../../../states/store.ts';
import { AuthCard } from '../../shell/AuthCard.tsx';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { fieldErrors } from '../../shell/field-errors.ts';
import { TextField } from '../../shell/TextField.tsx';

/** /otp-veryfy/{id}: the emailed 6-digit code, or the authenticator app's, or a recovery code. */
export default function OtpVerifyPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const byApp = params.get('methode') === 'application';
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<FieldErrors>({});
  const answer = () => ({
    challengeId: id,
    ...(useRecovery ? { recoveryCode: code.trim() } : { code: code.replace(/\s/g, '') }),
  });
  const verify = useMutation({
    mutationFn: () => verifyStaffCode(byApp, answer()),
    onSuccess: ({ user, tokens }) => {
      saveSession(tokens, 'staff');
      applyAccount(store, user);
      navigate('/admin/dashboard', { replace: true });
    },
  });
  const resend = useMutation({
    mutationFn: () => resendStaffCode({ challengeId: id }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(verifyStaffCodeForm, answer());
    setChecked(found);
    if (Object.keys(found).length > 0) verify.reset();
    else verify.mutate();
  };
  const errors = { ...fieldErrors(verify.error), ...checked };
  const codeError = useRecovery ? errors.recoveryCode : errors.code;
  // The challenge is the page's address, not a field: its message goes in the alert.
  const alert = errors.challengeId ?? (verify.isError && !codeError ? errorMessage(verify.error) : null);
  const label = useRecovery
    ? 'Code de secours'
    : byApp
      ? 'Code à 6 chiffres de votre application d’authentification'
      : 'Code à 6 chiffres reçu par e-mail';
  return (
    <AuthCard title="Vérification de connexion">
      <p>
        {byApp
          ? 'Saisissez le code affiché par votre application d’authentification.'
          : 'Nous vous avons envoyé un code par e-mail. Il est valable 10 minutes.'}
      </p>
      <form className="app-form" onSubmit={submit} noValidate>
        <TextField
          label={label}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          pattern={useRecovery ? undefined : '\\d{6}'}
          maxLength={useRecovery ? 20 : 6}
          required
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.target.value)}
        />
        <FormAlert error={alert} />
        <button type="submit" className="button" disabled={verify.isPending}>
          {verify.isPending ? 'Vérification…' : 'Valider'}
        </button>
      </form>
      <p>
        <button
          type="button"
          className="app-link-button"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
            setChecked({});
            verify.reset();
          }}
        >
          {useRecovery ? 'Utiliser un code à 6 chiffres' : 'Utiliser un code de secours'}
        </button>
      </p>
      {byApp ? null : (
        <div>
          <button
            type="button"
            className="app-link-button"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            Renvoyer le code
          </button>
          <FormAlert
            error={resend.isError ? errorMessage(resend.error) : null}
            success={resend.isSuccess ? resend.data.message : null}
          />
        </div>
      )}
      <p>
        <Link to="/admin-login">Retour à la connexion</Link>
      </p>
    </AuthCard>
  );
}
