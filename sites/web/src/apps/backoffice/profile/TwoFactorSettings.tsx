import { confirmStaffTotpForm } from '@courtage/contracts/auth/confirm-staff-totp.rpc';
import { disableStaffTotpForm } from '@courtage/contracts/auth/disable-staff-totp.rpc';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { StaffUser } from '../../../lib/auth/account-types.ts';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors } from '../../../lib/forms/form-errors.ts';
import { confirmTotpSetup, disableTotp, startTotpSetup } from '../../../lib/gateway/auth.ts';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { fieldErrors } from '../../shell/field-errors.ts';
import { TextField } from '../../shell/TextField.tsx';

/** TOTP: start (QR code, secret, recovery codes), confirm with a code of the app, or turn off. */
export function TwoFactorSettings({ profile, onChanged }: { profile: StaffUser; onChanged: () => void }) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState<FieldErrors>({});
  /** The form's check first (DESIGN.md section 9); the mutation only when it found nothing. */
  const send = (found: FieldErrors, mutation: { mutate: () => void; reset: () => void }) => {
    setChecked(found);
    if (Object.keys(found).length > 0) mutation.reset();
    else mutation.mutate();
  };
  const start = useMutation({
    mutationFn: startTotpSetup,
  });
  const confirm = useMutation({
    mutationFn: () => confirmTotpSetup({ code: code.replace(/\s/g, '') }),
    onSuccess: () => {
      start.reset();
      setCode('');
      onChanged();
    },
  });
  const disable = useMutation({
    mutationFn: () => disableTotp({ password }),
    onSuccess: () => {
      setPassword('');
      onChanged();
    },
  });

  if (profile.totpEnabled) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      send(formErrors(disableStaffTotpForm, { password }), disable);
    };
    const errors = { ...fieldErrors(disable.error), ...checked };
    return (
      <form className="app-form" onSubmit={submit} aria-labelledby="twofa-title">
        <h2 id="twofa-title">Double authentification</h2>
        <p role="status">La double authentification par application est activée.</p>
        <FormAlert success={confirm.isSuccess ? 'Double authentification activée.' : null} />
        <TextField
          label="Mot de passe (pour désactiver)"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormAlert error={disable.isError && !errors.password ? errorMessage(disable.error) : null} />
        <button type="submit" className="button button--secondary" disabled={disable.isPending}>
          Désactiver la double authentification
        </button>
      </form>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(formErrors(confirmStaffTotpForm, { code: code.replace(/\s/g, '') }), confirm);
  };
  const errors = { ...fieldErrors(confirm.error), ...checked };
  return (
    <section className="app-form" aria-labelledby="twofa-title">
      <h2 id="twofa-title">Double authentification</h2>
      <p>
        Connectez-vous avec un code de votre application d’authentification au lieu du code reçu par e-mail.
      </p>
      <FormAlert success={disable.isSuccess ? 'Double authentification désactivée.' : null} />
      {start.data ? (
        <form onSubmit={submit}>
          <p>Scannez ce QR code avec votre application, ou saisissez la clé à la main.</p>
          <img
            src={start.data.qrCodeDataUrl}
            alt="QR code à scanner avec votre application d’authentification"
            width={200}
            height={200}
          />
          <p>
            Clé : <code data-testid="totp-secret">{start.data.secret}</code>
          </p>
          <p>Codes de secours (à conserver en lieu sûr, chacun ne sert qu’une fois) :</p>
          <ul className="app-codes" data-testid="recovery-codes">
            {start.data.recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <TextField
            label="Code à 6 chiffres de l’application"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            error={errors.code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FormAlert error={confirm.isError && !errors.code ? errorMessage(confirm.error) : null} />
          <button type="submit" className="button" disabled={confirm.isPending}>
            Confirmer l’activation
          </button>
        </form>
      ) : (
        <>
          <FormAlert error={start.isError ? errorMessage(start.error) : null} />
          <button type="button" className="button" disabled={start.isPending} onClick={() => start.mutate()}>
            Activer la double authentification
          </button>
        </>
      )}
    </section>
  );
}
