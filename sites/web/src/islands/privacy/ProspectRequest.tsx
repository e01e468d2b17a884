import type { ErasureRequest } from '@courtage/contracts/privacy/erasure.rpc';
import {
  PROSPECT_REQUEST_KINDS,
  PROSPECT_REQUEST_LABELS,
  PROSPECT_REQUEST_MESSAGES,
  type ProspectRequestKind,
} from '@courtage/contracts/privacy/prospect-requests.rpc';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { setApiUrl } from '../../lib/auth/api-url.ts';
import { fieldA11y } from '../../lib/field-a11y.ts';
import { apiResult } from '../../lib/gateway/api-result.ts';

type ProspectData = {
  generatedAt: string;
  email: string;
  offers: { id: string }[];
  subscriptions: { id: string }[];
  consents: { id: string }[];
  documents: { title: string }[];
  contactMessages: { id: string }[];
};
type Confirmed = { kind: 'erasure'; request: ErasureRequest } | { kind: 'access'; data: ProspectData };

const EMAIL_MISSING = 'Indiquez votre adresse e-mail (par exemple nom@exemple.fr).';

function tokenOfLocation(): string | null {
  return /(?:^#|&)jeton=([A-Za-z0-9_-]+)/.exec(window.location.hash)?.[1] ?? null;
}

function download(data: ProspectData): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'mes-donnees.json';
  link.click();
  URL.revokeObjectURL(url);
}

/** What a proven access shows: what is held, counted, and the whole as a JSON file. */
function HeldData({ data }: { data: ProspectData }) {
  const counts = [
    ['Offres (comparaisons)', data.offers.length],
    ['Souscriptions', data.subscriptions.length],
    ['Consentements', data.consents.length],
    ['Documents remis', data.documents.length],
    ['Messages envoyés par le formulaire de contact', data.contactMessages.length],
  ] as const;
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  return (
    <div role="status" data-testid="prospect-data">
      <p className="notice">
        {total > 0 ? PROSPECT_REQUEST_MESSAGES.accessReady : PROSPECT_REQUEST_MESSAGES.nothingHeld}
      </p>
      <ul>
        {counts.map(([label, n]) => (
          <li key={label}>
            {label} : {n}
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => download(data)}>
        Télécharger mes données (JSON)
      </button>
    </div>
  );
}

/**
 * 'Mes données personnelles' for a person without an account: the form (address, copy or
 * erasure) sends a single-use link to the address; the link opens this page again with the
 * token in the fragment, which confirms the request once and shows the outcome.
 */
export default function ProspectRequest({ apiUrl }: { apiUrl: string }) {
  const [token, setToken] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<ProspectRequestKind>('access');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState<Confirmed | undefined>();
  const started = useRef(false);

  useEffect(() => {
    setApiUrl(apiUrl);
    if (started.current) return;
    started.current = true;
    const found = tokenOfLocation();
    if (!found) return;
    setToken(found);
    setBusy(true);
    void apiResult<Confirmed>('/api/v1/privacy/requests/confirm', {
      method: 'POST',
      json: { token: found },
    }).then((result) => {
      window.history.replaceState(null, '', window.location.pathname);
      setBusy(false);
      if (result.ok) setConfirmed(result.body);
      else setError(result.status === 400 ? PROSPECT_REQUEST_MESSAGES.invalid : result.message);
    });
  }, [apiUrl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setSent(undefined);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError(EMAIL_MISSING);
      return;
    }
    setBusy(true);
    const result = await apiResult<{ message: string }>('/api/v1/privacy/requests', {
      method: 'POST',
      json: { email: email.trim(), kind },
    });
    setBusy(false);
    if (result.ok) setSent(result.body.message);
    else setError(result.message);
  };

  if (token) {
    if (busy) return <p role="status">{PROSPECT_REQUEST_MESSAGES.confirming}</p>;
    if (confirmed?.kind === 'erasure')
      return (
        <p className="notice" role="status" data-testid="prospect-erasure-recorded">
          {PROSPECT_REQUEST_MESSAGES.erasureRecorded}
        </p>
      );
    if (confirmed?.kind === 'access') return <HeldData data={confirmed.data} />;
    return (
      <p className="notice" role="alert">
        {error}
      </p>
    );
  }

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="field">
        <label htmlFor="prospect-email">Votre adresse e-mail *</label>
        <input
          {...fieldA11y('prospect-email', error === EMAIL_MISSING ? error : undefined)}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <fieldset className="field prospect-kinds">
        <legend>Votre demande *</legend>
        {PROSPECT_REQUEST_KINDS.map((value) => (
          <div key={value} className="field field-checkbox field-radio">
            <input
              id={`prospect-kind-${value}`}
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            <label htmlFor={`prospect-kind-${value}`}>{PROSPECT_REQUEST_LABELS[value]}</label>
          </div>
        ))}
      </fieldset>
      {error ? (
        <p
          className="form-alert"
          role="alert"
          id={error === EMAIL_MISSING ? 'prospect-email-error' : undefined}
        >
          {error}
        </p>
      ) : null}
      {sent ? (
        <p className="form-success" role="status">
          {sent}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Envoi…' : 'Recevoir le lien de confirmation'}
      </button>
    </form>
  );
}
