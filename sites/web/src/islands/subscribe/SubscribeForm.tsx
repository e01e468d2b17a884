import { formatDateFr } from '@courtage/contracts/format/french-date';
import {
  getSubscriptionHouseholdEndpoint,
  type SubscriptionHousehold,
} from '@courtage/contracts/offer/get-subscription-household.rpc';
import type { OfferDetail } from '@courtage/contracts/offer/offer';
import { directDebitTermsText } from '@courtage/contracts/offer/signature-messages';
import {
  SUBSCRIBE_CAPABILITY_MESSAGE,
  subscribeStateMessage,
} from '@courtage/contracts/offer/subscribe-messages';
import type { SubscribeOfferResponse as SubscribeReply } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { checkSubscriberIdentity } from '@courtage/contracts/offer/subscriber-identity-check';
import { ATTACHED_TO, ATTACHED_TO_LABELS } from '@courtage/contracts/offer/subscription-form';
import {
  getSignatureEndpoint,
  type SignatureView,
} from '@courtage/contracts/offer/subscription-signature.rpc';
import { PAYMENT_FREQUENCIES } from '@courtage/contracts/offer/vocabulary';
import { CONSENT_TEXTS } from '@courtage/contracts/privacy/consent-texts';
import { Provider, useAtom } from 'jotai/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { setApiUrl } from '../../lib/auth/api-url.ts';
import { FIX_FIELDS_MESSAGE, SENDING_LABEL } from '../../lib/form-alerts.ts';
import { getOffer } from '../../lib/gateway/offers.ts';
import { callPublic } from '../../lib/gateway/public-call.ts';
import { subscribeOffer } from '../../lib/gateway/subscription.ts';
import { store } from '../../states/store.ts';
import { step01State } from '../../states/userData/step01State.ts';
import type { Creditor } from './creditor.ts';
import { SignatureStep } from './SignatureStep.tsx';
import { SubscribeOfferSummary } from './SubscribeOfferSummary.tsx';
import { errorsByPath, readPath, step01For, writePath } from './step01-fields.ts';
import { clearSubscribeDraft, readSubscribeDraft, saveSubscribeDraft } from './subscribe-draft.ts';
import '../comparator/comparator.css';

const FAILURE = 'Une erreur s’est produite lors de l’envoi de votre souscription. Veuillez réessayer.';
const FIX_FIELDS = FIX_FIELDS_MESSAGE;
const NO_OFFER = 'Aucune offre à souscrire : comparez d’abord les offres depuis la page d’accueil.';
const COLLECTION_LABELS = { Le5: 'Le 5 du mois', Le10: 'Le 10 du mois', Le15: 'Le 15 du mois' } as const;

type OfferLoad =
  | { status: 'loading' }
  | {
      status: 'ready';
      offer: OfferDetail;
      household: SubscriptionHousehold;
      /** The file already sent for signature (a reload mid-way comes back to it). */
      signature: SignatureView | null;
    }
  | { status: 'missing'; message: string };
const id = (path: string) => `subscribe-${path.replace(/\./g, '-')}`;

function SubscribeFields({
  offerId,
  capability,
  creditor,
}: {
  offerId: string;
  capability: string;
  creditor: Creditor | undefined;
}) {
  const [values, dispatch] = useAtom(step01State);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reply, setReply] = useState<SubscribeReply | null>(null);
  const [load, setLoad] = useState<OfferLoad>({ status: 'loading' });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // The offer (public) and what its comparison said of the household (the capability's holder only).
    Promise.all([
      getOffer(offerId),
      callPublic(getSubscriptionHouseholdEndpoint, { offerId, capability }),
      callPublic(getSignatureEndpoint, { offerId, capability }),
    ]).then(([offer, household, signature]) => {
      if (!offer.ok) return setLoad({ status: 'missing', message: NO_OFFER });
      if (!household.ok)
        return setLoad({
          status: 'missing',
          message: household.status === 401 ? SUBSCRIBE_CAPABILITY_MESSAGE : (household.message ?? FAILURE),
        });
      // What this tab typed before a reload, over the comparison's household.
      dispatch({ type: 'set', step01: readSubscribeDraft(offerId, step01For(household.body)) });
      setLoad({
        status: 'ready',
        offer: offer.body,
        household: household.body,
        signature: signature.ok ? signature.body : null,
      });
    });
  }, [offerId, capability, dispatch]);

  // Kept for a reload as it is typed, the NIR and the IBAN left out (subscribe-draft.ts).
  useEffect(() => {
    if (load.status === 'ready' && !reply) saveSubscribeDraft(offerId, values);
  }, [load.status, reply, offerId, values]);

  const set = (path: string, value: unknown) => {
    dispatch({ type: 'set', step01: writePath(values, path, value) });
    if (errors[path]) setErrors(({ [path]: _, ...rest }) => rest);
  };
  const a11y = (path: string) => ({
    id: id(path),
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${id(path)}-error` : undefined,
  });
  const message = (path: string) =>
    errors[path] ? (
      <p className="field-error" id={`${id(path)}-error`}>
        {errors[path]}
      </p>
    ) : null;
  const text = (path: string, label: string, extra: { autoComplete?: string; hint?: string } = {}) => (
    <div className="field">
      <label htmlFor={id(path)}>{label}</label>
      <input
        {...a11y(path)}
        type="text"
        autoComplete={extra.autoComplete}
        value={String(readPath(values, path) ?? '')}
        onChange={(event) => set(path, event.target.value)}
      />
      {message(path)}
    </div>
  );
  const checkbox = (path: string, label: ReactNode) => (
    <div className="field field-checkbox">
      <input
        {...a11y(path)}
        type="checkbox"
        checked={readPath(values, path) === true}
        onChange={(event) => set(path, event.target.checked)}
      />
      <label htmlFor={id(path)}>{label}</label>
      {message(path)}
    </div>
  );

  const showErrors = (list: Array<{ field: string; message: string }>) => {
    setErrors(errorsByPath(list));
    setAlert(FIX_FIELDS);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    // The offer service's own definition: step 01's rules, the NIR against the declared identity,
    // the household named on the comparison's birth dates (DESIGN.md section 9), its schema
    // compiled ahead of time so that the island ships no TypeBox.
    const found =
      load.status === 'ready'
        ? checkSubscriberIdentity({ step01: values, declared: load.household.declared })
        : [];
    if (found.length > 0) return showErrors(found);
    setErrors({});
    setSending(true);
    const result = await subscribeOffer({ offerId, step01: values, capability });
    setSending(false);
    if (result.ok) {
      clearSubscribeDraft(offerId);
      setReply(result.body);
      dispatch({ type: 'set', step01: step01For(load.status === 'ready' ? load.household : null) });
      return;
    }
    if (result.status === 400 && result.details?.length) return showErrors(result.details);
    setAlert(result.status >= 400 && result.status < 500 && result.message ? result.message : FAILURE);
  };

  if (load.status === 'loading') return <p role="status">Chargement de votre offre…</p>;
  if (load.status === 'missing')
    return (
      <p className="form-alert" role="alert">
        {load.message}
      </p>
    );
  const { offer, household } = load;
  // The file sent before a reload, or just now: its review and signature.
  // A file signed before this visit is an offer already subscribed: said below, as before.
  const signature = reply?.signature ?? load.signature;
  if (signature && (reply || signature.state !== 'signed'))
    return <SignatureStep initial={signature} offerId={offerId} capability={capability} />;
  // An offer already subscribed (or not confirmed, or cancelled) says so at once, before any typing.
  const refused = subscribeStateMessage(offer.state);
  if (refused && !reply)
    return (
      <div className="subscribe-done">
        <p className="form-alert" role="alert">
          {refused}
        </p>
        {offer.state === 'proposed' || offer.state === 'cancelled' ? null : (
          <p>
            <a href="/connexion">Accéder à mon espace client</a>
          </p>
        )}
        <SubscribeOfferSummary offer={offer} />
      </div>
    );
  const named = values.beneficiaries ?? { children: [] };
  const nameFields = (prefix: string, whose: string) => (
    <>
      {text(`${prefix}.firstName`, `Prénom ${whose} *`, { autoComplete: 'off' })}
      {text(`${prefix}.lastName`, `Nom ${whose} *`, { autoComplete: 'off' })}
    </>
  );

  return (
    <form ref={formRef} className="subscribe-form" noValidate onSubmit={submit} aria-busy={sending}>
      <SubscribeOfferSummary offer={offer} />
      <p className="form-note">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      <p className="form-note">
        Si vous rechargez la page, votre saisie est conservée dans cet onglet, sauf les numéros de sécurité
        sociale et l’IBAN : ils ne sont jamais enregistrés sur votre appareil, saisissez-les de nouveau.
      </p>
      <fieldset className="choice-group subscribe-group">
        <legend>Votre identité</legend>
        {text('nationality', 'Nationalité *')}
        {text('birthPlace', 'Lieu de naissance *')}
        {text('birthCountry', 'Pays de naissance *', { autoComplete: 'country-name' })}
        {text('securiteSociale', 'Numéro de sécurité sociale (15 caractères) *')}
        {text('streetAddress', 'Adresse (numéro et rue) *', { autoComplete: 'street-address' })}
      </fieldset>
      {(named.partner || named.children.length > 0) && (
        <fieldset className="choice-group subscribe-group">
          <legend>Les personnes assurées avec vous</legend>
          <p className="form-note">
            Les dates de naissance sont celles de votre comparaison : le prix en dépend.
          </p>
          {message('beneficiaries.partner')}
          {named.partner && (
            <div className="subscribe-person">
              <h3>Votre conjoint(e), né(e) le {formatDateFr(named.partner.birthDate)}</h3>
              {nameFields('beneficiaries.partner', 'de votre conjoint(e)')}
              {message('beneficiaries.partner.birthDate')}
              {text('beneficiaries.partner.birthPlace', 'Lieu de naissance de votre conjoint(e) *', {
                autoComplete: 'off',
              })}
              {text('beneficiaries.partner.birthCountry', 'Pays de naissance de votre conjoint(e) *', {
                autoComplete: 'off',
              })}
              {text(
                'beneficiaries.partner.securiteSociale',
                'Numéro de sécurité sociale de votre conjoint(e) (15 caractères) *',
                { autoComplete: 'off' },
              )}
            </div>
          )}
          {message('beneficiaries.children')}
          {named.children.map((child, index) => {
            const path = `beneficiaries.children.${index}`;
            return (
              <div key={path} className="subscribe-person">
                <h3>
                  Enfant {index + 1}, né(e) le {formatDateFr(child.birthDate)}
                </h3>
                {nameFields(path, `de l’enfant ${index + 1}`)}
                {message(`${path}.birthDate`)}
                {household.declared.partnerBirthDate ? (
                  <div className="field">
                    <label htmlFor={id(`${path}.attachedTo`)}>
                      Numéro de sécurité sociale de rattachement de l’enfant {index + 1} *
                    </label>
                    <select
                      {...a11y(`${path}.attachedTo`)}
                      value={child.attachedTo}
                      onChange={(event) => set(`${path}.attachedTo`, event.target.value)}
                    >
                      {ATTACHED_TO.map((parent) => (
                        <option key={parent} value={parent}>
                          {ATTACHED_TO_LABELS[parent]}
                        </option>
                      ))}
                    </select>
                    {message(`${path}.attachedTo`)}
                  </div>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      )}
      <fieldset className="choice-group subscribe-group">
        <legend>Votre mutuelle actuelle</legend>
        {checkbox(
          'hasMutuelle',
          'J’ai actuellement une mutuelle santé (nous nous chargeons de la résilier).',
        )}
        {values.hasMutuelle && text('currentMutuelle', 'Nom de votre mutuelle actuelle *')}
      </fieldset>
      <fieldset className="choice-group subscribe-group">
        <legend>Coordonnées bancaires</legend>
        {text('bankDetails.bankName', 'Banque *')}
        {text('bankDetails.accountHolder', 'Titulaire du compte (nom et prénom) *', { autoComplete: 'name' })}
        {text('bankDetails.iban', 'IBAN *')}
        {text('bankDetails.bic', 'BIC *')}
        <div className="field">
          <label htmlFor={id('paymentPreferences.frequency')}>Fréquence de paiement *</label>
          <select
            {...a11y('paymentPreferences.frequency')}
            value={values.paymentPreferences.frequency}
            onChange={(event) => set('paymentPreferences.frequency', event.target.value)}
          >
            {PAYMENT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequency}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('paymentPreferences.collectionDate')}>Date de prélèvement *</label>
          <select
            {...a11y('paymentPreferences.collectionDate')}
            value={values.paymentPreferences.collectionDate}
            onChange={(event) => set('paymentPreferences.collectionDate', event.target.value)}
          >
            {Object.entries(COLLECTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {checkbox(
          'paymentPreferences.automaticDebit',
          'Je choisis le prélèvement automatique des cotisations. *',
        )}
        {checkbox('paymentPreferences.directDebitTerms', `${directDebitTermsText(creditor)} *`)}
      </fieldset>
      <fieldset className="choice-group subscribe-group">
        <legend>Vos accords</legend>
        {checkbox('consent.termsAccepted', CONSENT_TEXTS['subscription.terms'].text)}
        {checkbox('consent.autoDebitAccepted', CONSENT_TEXTS['subscription.sepa'].text)}
        {checkbox('consent.communicationAccepted', CONSENT_TEXTS['subscription.marketing'].text)}
      </fieldset>
      <div aria-live="assertive">
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
      </div>
      <div className="comparator-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            dispatch({ type: 'set', step01: step01For(household) });
            setErrors({});
            setAlert(null);
          }}
        >
          Réinitialiser le formulaire
        </button>
        <button type="submit" className="button" disabled={sending}>
          {sending ? SENDING_LABEL : 'Valider ma souscription'}
        </button>
      </div>
    </form>
  );
}

/**
 * `/subscribe?offerId=…#cle=…`: step 01 of the subscription of a confirmed offer. The `cle`
 * (the subscription capability) comes from the confirming page or the emailed link; it sits
 * in the fragment, which the browser never sends to a server.
 */
export default function SubscribeForm({ apiUrl, creditor }: { apiUrl: string; creditor?: Creditor }) {
  setApiUrl(apiUrl);
  const [link, setLink] = useState<{ offerId: string; capability: string } | null>(null);
  useEffect(() => {
    const capability = new URLSearchParams(window.location.hash.slice(1)).get('cle') ?? '';
    setLink({ offerId: new URLSearchParams(window.location.search).get('offerId') ?? '', capability });
  }, []);
  return (
    <Provider store={store}>
      {link === null ? (
        <p>Chargement du formulaire…</p>
      ) : link.offerId === '' ? (
        <p className="form-alert" role="alert">
          {NO_OFFER}
        </p>
      ) : link.capability === '' ? (
        <p className="form-alert" role="alert">
          {SUBSCRIBE_CAPABILITY_MESSAGE}
        </p>
      ) : (
        <SubscribeFields offerId={link.offerId} capability={link.capability} creditor={creditor} />
      )}
    </Provider>
  );
}
