import type { StaffOfferDetail } from '@courtage/contracts/offer/staff-offer';
import type { RevealableField } from '@courtage/contracts/offer/staff-offer-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import {
  downloadSubscriptionFileZip,
  revealSubscriptionField,
} from '../../../../lib/gateway/staff-offers.ts';
import { formatDateFr, formatDateTimeFr } from '../../format/format-fr.ts';
import { staffOfferKey } from './offer-queries.ts';

type Props = { offerId: string; subscription: StaffOfferDetail['subscription']; isAdmin: boolean };

const FIELD_LABELS: Record<RevealableField, string> = {
  nir: 'Numéro de sécurité sociale',
  iban: 'IBAN',
};

/** A masked value with, for Admins, 'Afficher' (each reveal is written to the audit log). */
function Sensitive({
  offerId,
  field,
  masked,
  isAdmin,
}: {
  offerId: string;
  field: RevealableField;
  masked: string;
  isAdmin: boolean;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => revealSubscriptionField(offerId, field),
    onSuccess: (answer) => {
      setValue(answer.value);
      // The reveal is now in the audit log shown on this page.
      void queryClient.invalidateQueries({ queryKey: staffOfferKey(offerId) });
    },
  });
  return (
    <>
      <dt>{FIELD_LABELS[field]}</dt>
      <dd>
        <span className="bo-mono" aria-live="polite">
          {value ?? masked}
        </span>{' '}
        {isAdmin && value === null ? (
          <button
            type="button"
            className="bo-button bo-button--small"
            onClick={() => reveal.mutate()}
            disabled={reveal.isPending}
            aria-label={`Afficher : ${FIELD_LABELS[field]}`}
          >
            Afficher
          </button>
        ) : null}
        {value !== null ? (
          <button
            type="button"
            className="bo-button bo-button--small"
            onClick={() => setValue(null)}
            aria-label={`Masquer : ${FIELD_LABELS[field]}`}
          >
            Masquer
          </button>
        ) : null}
        {reveal.isError ? (
          <span className="bo-field__error" role="alert">
            {' '}
            {errorMessage(reveal.error)}
          </span>
        ) : null}
      </dd>
    </>
  );
}

type Beneficiary = NonNullable<StaffOfferDetail['subscription']>['beneficiaries'][number];

/** 'Conjoint(e)' / 'Enfant 1': the person's name, birth date and, for a child, whose NIR covers them. */
function Person({ person }: { person: Beneficiary }) {
  const role =
    person.member === 'conjoint' ? 'Conjoint(e)' : person.member.replace(/^child(\d+)$/, 'Enfant $1');
  const attached =
    person.attachedTo === 'conjoint'
      ? ', rattaché(e) au conjoint'
      : person.attachedTo
        ? ', rattaché(e) à l’assuré'
        : '';
  return (
    <>
      <dt>{role}</dt>
      <dd>{`${person.firstName} ${person.lastName}, né(e) le ${formatDateFr(person.birthDate)}${attached}`}</dd>
    </>
  );
}

type Signature = NonNullable<NonNullable<StaffOfferDetail['subscription']>['signature']>;

/** 'Signé le …, 3 documents scellés' / 'En attente de la signature' / 'Bloqué'. */
function signatureText(signature: Signature | undefined): string {
  if (!signature) return 'Non signé électroniquement (souscription antérieure)';
  if (signature.state === 'signed')
    return `Signé le ${formatDateTimeFr(signature.signedAt)}, ${signature.signedDocuments} document${signature.signedDocuments > 1 ? 's' : ''} scellé${signature.signedDocuments > 1 ? 's' : ''}`;
  if (signature.state === 'locked')
    return `Bloqué après ${signature.failedAttempts} codes erronés : envoyez un nouveau dossier au client`;
  return 'En attente de la signature du client (code envoyé par e-mail)';
}

/** The signed file's ZIP, for the insurer (sealed PDFs and the evidence file). */
function ZipButton({ offerId, mandateReference }: { offerId: string; mandateReference: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const download = () => {
    setError(null);
    setPending(true);
    downloadSubscriptionFileZip(offerId, mandateReference)
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setPending(false));
  };
  return (
    <p>
      <button type="button" className="bo-button" onClick={download} disabled={pending}>
        Télécharger le dossier (ZIP)
      </button>
      {error ? (
        <span className="bo-field__error" role="alert">
          {' '}
          {error}
        </span>
      ) : null}
    </p>
  );
}

/** The subscription step 01 as the visitor filled it, NIR and IBAN masked. */
export function SubscriptionCard({ offerId, subscription: s, isAdmin }: Props) {
  return (
    <section className="bo-card" aria-labelledby="offer-subscription">
      <h2 id="offer-subscription">Souscription</h2>
      {s ? (
        <dl className="bo-facts">
          <dt>Reçue le</dt>
          <dd>{formatDateTimeFr(s.createdAt)}</dd>
          <dt>Nationalité</dt>
          <dd>{s.nationality}</dd>
          <dt>Lieu de naissance</dt>
          <dd>{`${s.birthPlace} (${s.birthCountry})`}</dd>
          <dt>Adresse</dt>
          <dd>{s.streetAddress}</dd>
          <dt>Mutuelle actuelle</dt>
          <dd>{s.hasMutuelle ? s.currentMutuelle || 'Oui' : 'Aucune'}</dd>
          <Sensitive offerId={offerId} field="nir" masked={s.securiteSocialeMasked} isAdmin={isAdmin} />
          {s.beneficiaries.map((person) => (
            <Person key={person.member} person={person} />
          ))}
          <dt>Banque</dt>
          <dd>{`${s.bankName} · BIC ${s.bic}`}</dd>
          <dt>Titulaire du compte</dt>
          <dd>{s.accountHolder || '—'}</dd>
          <Sensitive offerId={offerId} field="iban" masked={s.ibanMasked} isAdmin={isAdmin} />
          <dt>Paiement</dt>
          <dd>{`${s.frequency}, prélèvement ${s.collectionDate.replace(/^Le(\d+)$/, 'le $1 du mois')}${s.automaticDebit ? ', automatique' : ''}`}</dd>
          <dt>Référence du mandat</dt>
          <dd>{s.mandateReference || '—'}</dd>
          <dt>Signature électronique</dt>
          <dd data-testid="offer-signature">{signatureText(s.signature)}</dd>
        </dl>
      ) : (
        <p className="app-empty">Le visiteur n’a pas encore souscrit.</p>
      )}
      {s?.signature?.state === 'signed' ? (
        <ZipButton offerId={offerId} mandateReference={s.mandateReference} />
      ) : null}
    </section>
  );
}
