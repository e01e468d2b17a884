import { useAtomValue } from 'jotai/react';
import { useSearchParams } from 'react-router';
import { userState } from '../../../states/user/userState.ts';

/** 'Mon offre': the customer's offers (the offers list plugs in here), verified-email notice. */
export default function DashboardPage() {
  const user = useAtomValue(userState);
  const [params] = useSearchParams();
  const justVerified = params.get('emailVerified') === '1';
  return (
    <section className="app-card" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Mon offre</h1>
      {justVerified ? (
        <p className="form-success" role="status">
          Votre adresse e-mail est confirmée. Merci !
        </p>
      ) : null}
      {!user.isEmailVerified && !justVerified ? (
        <p className="notice">
          Pensez à confirmer votre adresse e-mail : cliquez sur le lien que nous vous avons envoyé.
        </p>
      ) : null}
      <p className="app-empty">Vous n’avez pas encore d’offre.</p>
      <p>
        <a className="button" href="/">
          Comparer les mutuelles
        </a>
      </p>
    </section>
  );
}
