import { formatDateFr, formatDateTimeFr } from '@courtage/contracts/format/french-date';
import {
  SIGNATURE_CODE_LENGTH,
  SIGNATURE_CONSENT_TEXT,
  SIGNATURE_MESSAGES,
} from '@courtage/contracts/offer/signature-messages';
import {
  getSignatureEndpoint,
  type SignatureView,
} from '@courtage/contracts/offer/subscription-signature.rpc';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { callPublic } from '../../lib/gateway/public-call.ts';
import {
  fetchSignatureDocument,
  resendSignatureCode,
  signSubscription,
} from '../../lib/gateway/subscription.ts';

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const FAILURE = 'Une erreur s’est produite. Veuillez réessayer.';
const FREQUENCY_WORDS: Record<string, string> = {
  Mensuel: 'mensuel',
  Trimestriel: 'trimestriel',
  Semestriel: 'semestriel',
  Annuel: 'annuel',
};

/**
 * The review and signature of the subscription file: the documents to open, the summary (IBAN
 * masked), the emailed code and the consent. A reload comes back here (the file is the server's).
 */
export function SignatureStep({
  initial,
  offerId,
  capability,
}: {
  initial: SignatureView;
  offerId: string;
  capability: string;
}) {
  const [view, setView] = useState(initial);
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(SIGNATURE_MESSAGES.codeSent(initial.emailMasked));
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The heading takes the focus again whenever the step changes (review, signed, locked).
  // biome-ignore lint/correctness/useExhaustiveDependencies: view.state is the trigger, not a read
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [view.state]);

  const open = async (kind: string, title: string) => {
    const blob = await fetchSignatureDocument({ offerId, capability, kind });
    if (!blob) return setAlert(`${title} : ${FAILURE}`);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener';
    link.download = `${kind}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    if (!consent) return setAlert(SIGNATURE_MESSAGES.consentRequired);
    setSending(true);
    const result = await signSubscription({ offerId, capability, code: code.trim(), consent });
    setSending(false);
    if (result.ok) {
      setView(result.body);
      setNote(null);
      return;
    }
    if (result.status === 409 && result.message.includes('bloquée'))
      setView((current) => ({ ...current, state: 'locked', lockedMessage: result.message }));
    else {
      // A wrong code counted: the attempts left as the server has them.
      const fresh = await callPublic(getSignatureEndpoint, { offerId, capability });
      if (fresh.ok) setView(fresh.body);
    }
    setAlert(result.status >= 400 && result.status < 500 && result.message ? result.message : FAILURE);
  };

  const resend = async () => {
    setAlert(null);
    const result = await resendSignatureCode({ offerId, capability });
    if (result.ok) {
      setView(result.body);
      setCode('');
      setNote(SIGNATURE_MESSAGES.codeSent(result.body.emailMasked));
    } else setAlert(result.message || FAILURE);
  };

  const s = view.summary;
  const documents = (
    <ul className="signature-documents">
      {view.documents.map((d) => (
        <li key={d.kind}>
          <button type="button" className="button button--secondary" onClick={() => open(d.kind, d.title)}>
            {view.state === 'signed' ? 'Télécharger' : 'Relire'} : {d.title} (PDF)
          </button>
        </li>
      ))}
    </ul>
  );

  if (view.state === 'signed')
    return (
      <section className="subscribe-done" aria-labelledby="signature-title">
        <h2 id="signature-title" ref={headingRef} tabIndex={-1}>
          Votre dossier est signé
        </h2>
        <p role="status" className="form-success">
          {/* The same words whether an account exists for the address or not. */}
          Votre souscription est enregistrée. {SIGNATURE_MESSAGES.signed} Si vous n’avez pas encore d’espace
          client, un e-mail vous a été envoyé pour en créer le mot de passe.
          {view.signedAt ? ` Signé le ${formatDateTimeFr(view.signedAt)}.` : ''}
        </p>
        {documents}
        <p>
          <a href="/connexion">Accéder à mon espace client</a>
        </p>
      </section>
    );

  return (
    <section className="signature-step" aria-labelledby="signature-title">
      <h2 id="signature-title" ref={headingRef} tabIndex={-1}>
        Relisez et signez votre dossier
      </h2>
      <dl className="signature-summary">
        <dt>Adhérent</dt>
        <dd>{s.subscriberName}</dd>
        <dt>Numéro de sécurité sociale</dt>
        <dd>{s.nirMasked}</dd>
        <dt>Personnes assurées</dt>
        <dd>{s.insured.join(', ')}</dd>
        <dt>Contrat</dt>
        <dd>{s.offer}</dd>
        <dt>Date d’effet</dt>
        <dd>{formatDateFr(s.startDate)}</dd>
        <dt>Prélèvement</dt>
        <dd>
          {s.amountPerDebit !== null
            ? `${EUROS.format(s.amountPerDebit)} par prélèvement ${FREQUENCY_WORDS[s.frequency] ?? s.frequency.toLowerCase()}`
            : s.frequency}
          {s.firstDebitDate ? `, premier prélèvement le ${formatDateFr(s.firstDebitDate)}` : ''}
        </dd>
        <dt>Mandat SEPA</dt>
        <dd>
          RUM {s.mandateReference}, créancier {s.creditor} (ICS {s.creditorIdentifier}), IBAN {s.ibanMasked}
        </dd>
        {s.cancellationOf ? (
          <>
            <dt>Résiliation</dt>
            <dd>Nous résilions pour vous votre contrat {s.cancellationOf}.</dd>
          </>
        ) : null}
      </dl>
      <h3>Les documents à signer</h3>
      {documents}
      {view.state === 'locked' ? (
        <p className="form-alert" role="alert">
          {view.lockedMessage}
        </p>
      ) : (
        <form className="signature-form" noValidate onSubmit={sign} aria-busy={sending}>
          {note ? (
            <p className="form-note" role="status">
              {note}
            </p>
          ) : null}
          <div className="field">
            <label htmlFor="signature-code">Code reçu par e-mail ({SIGNATURE_CODE_LENGTH} chiffres) *</label>
            <input
              id="signature-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SIGNATURE_CODE_LENGTH + 2}
              value={code}
              aria-invalid={alert ? true : undefined}
              aria-describedby={alert ? 'signature-alert' : undefined}
              onChange={(event) => setCode(event.target.value.replace(/[^\d ]/g, ''))}
            />
          </div>
          <div className="field field-checkbox">
            <input
              id="signature-consent"
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <label htmlFor="signature-consent">{SIGNATURE_CONSENT_TEXT} *</label>
          </div>
          <div aria-live="assertive">
            {alert ? (
              <p className="form-alert" role="alert" id="signature-alert">
                {alert}
              </p>
            ) : null}
          </div>
          <p className="form-note">
            Il vous reste {view.attemptsLeft} essai{view.attemptsLeft > 1 ? 's' : ''}.
          </p>
          <div className="comparator-actions">
            <button type="button" className="button button--secondary" onClick={resend}>
              Recevoir un nouveau code
            </button>
            <button type="submit" className="button" disabled={sending}>
              {sending ? 'Signature en cours…' : 'Signer mon dossier'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
