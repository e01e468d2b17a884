import { formatDateTimeFr } from '@courtage/contracts/format/french-date';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_KIND_LABELS,
  type ConsentChannel,
} from '@courtage/contracts/privacy/consent-texts';
import type { ConsentRecord } from '@courtage/contracts/privacy/consents.rpc';
import { ERASURE_MESSAGES } from '@courtage/contracts/privacy/erasure.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import {
  downloadMyDataJson,
  downloadMyDataPdf,
  fetchMyConsents,
  fetchMyErasureRequest,
  requestMyErasure,
  withdrawMyConsent,
} from '../../../lib/gateway/privacy.ts';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { Spinner } from '../../shell/Spinner.tsx';

const CONSENTS_KEY = ['customer', 'consents'] as const;
const ERASURE_KEY = ['customer', 'erasure'] as const;

/**
 * 'Effacer mes données': what an erasure does and keeps, a confirmation, then the request's
 * state. An Admin reviews and executes it; the receipt comes by email.
 */
function ErasureSection() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const current = useQuery({ queryKey: ERASURE_KEY, queryFn: fetchMyErasureRequest });
  const ask = useMutation({
    mutationFn: requestMyErasure,
    onSuccess: async () => {
      setConfirming(false);
      toast.success(ERASURE_MESSAGES.requested);
      await queryClient.invalidateQueries({ queryKey: ERASURE_KEY });
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const pending = current.data?.request?.status === 'pending' ? current.data.request : null;

  return (
    <section aria-labelledby="my-erasure-title" data-testid="my-erasure">
      <h2 id="my-erasure-title">Effacer mes données</h2>
      <p>
        Vous pouvez demander l’effacement de vos données personnelles. Vos comparaisons sans contrat, vos
        questions, vos messages et vos consentements facultatifs sont effacés, et votre espace client est
        fermé. Les données d’un contrat en cours (souscription, mandat SEPA) sont conservées tant que la loi
        nous y oblige : la durée du contrat puis 5 ans.
      </p>
      {current.isPending ? <Spinner /> : null}
      {pending ? (
        <p className="form-note" role="status">
          Demande envoyée le {formatDateTimeFr(pending.requestedAt)} : un administrateur l’examine. Vous
          recevrez un accusé de réception par e-mail une fois l’effacement réalisé.
        </p>
      ) : null}
      {current.isSuccess && !pending && !confirming ? (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Demander l’effacement de mes données
        </button>
      ) : null}
      {confirming && !pending ? (
        <div className="my-data__confirm">
          <p>
            <strong>Confirmez-vous votre demande ?</strong> Une fois l’effacement réalisé, vous ne pourrez
            plus vous connecter et vos données effacées ne pourront pas être récupérées. Pensez à télécharger
            vos données avant.
          </p>
          <div className="my-data__actions">
            <button type="button" className="button" disabled={ask.isPending} onClick={() => ask.mutate()}>
              {ask.isPending ? 'Envoi…' : 'Confirmer la demande d’effacement'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Annuler
            </button>
          </div>
        </div>
      ) : null}
      {current.isError ? <FormAlert error={errorMessage(current.error)} /> : null}
      <FormAlert error={error} />
    </section>
  );
}

/** 'Mes données' (/dashboard/donnees): download my data (JSON, PDF), my consents and their withdrawal. */
export default function MyDataPage() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const [downloading, setDownloading] = useState<'json' | 'pdf' | null>(null);
  const consents = useQuery({ queryKey: CONSENTS_KEY, queryFn: fetchMyConsents });
  const withdraw = useMutation({
    mutationFn: (kind: ConsentRecord['kind']) => withdrawMyConsent(kind),
    onSuccess: async () => {
      toast.success('Votre consentement a bien été retiré.');
      await queryClient.invalidateQueries({ queryKey: CONSENTS_KEY });
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const download = async (format: 'json' | 'pdf') => {
    setError(undefined);
    setDownloading(format);
    try {
      await (format === 'json' ? downloadMyDataJson() : downloadMyDataPdf());
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="app-card" aria-labelledby="my-data-title">
      <h1 id="my-data-title">Mes données</h1>
      <p>
        Téléchargez tout ce que nous conservons à votre sujet : votre profil, vos offres, votre souscription,
        vos consentements, vos questions et la liste de vos documents.
      </p>
      <div className="my-data__actions">
        <button
          type="button"
          className="button"
          disabled={downloading !== null}
          onClick={() => download('pdf')}
        >
          {downloading === 'pdf' ? 'Préparation…' : 'Télécharger mes données (PDF)'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={downloading !== null}
          onClick={() => download('json')}
        >
          {downloading === 'json' ? 'Préparation…' : 'Télécharger mes données (JSON)'}
        </button>
      </div>
      <FormAlert error={error} />

      <h2>Mes consentements</h2>
      {consents.isPending ? <Spinner /> : null}
      {consents.isError ? <FormAlert error={errorMessage(consents.error)} /> : null}
      {consents.isSuccess && consents.data.consents.length === 0 ? (
        <p>Aucun consentement enregistré.</p>
      ) : null}
      {consents.isSuccess && consents.data.consents.length > 0 ? (
        <ul className="question-list" data-testid="my-consents">
          {consents.data.consents.map((consent) => (
            <li key={consent.id} className="question">
              <p>
                <strong>{CONSENT_KIND_LABELS[consent.kind]}</strong> · donné le{' '}
                {formatDateTimeFr(consent.givenAt)} (
                {CONSENT_CHANNEL_LABELS[consent.channel as ConsentChannel] ?? consent.channel})
              </p>
              <p className="form-note">« {consent.text} »</p>
              {consent.withdrawnAt ? (
                <p>Retiré le {formatDateTimeFr(consent.withdrawnAt)}.</p>
              ) : consent.withdrawable ? (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(consent.kind)}
                >
                  Retirer ce consentement
                </button>
              ) : (
                <p className="form-note">Lié à votre contrat : il prend fin avec lui.</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      <ErasureSection />
    </section>
  );
}
