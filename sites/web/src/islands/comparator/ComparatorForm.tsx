import type { FieldError } from '@courtage/contracts/errors';
import { POSTAL_CODE_UNKNOWN_MESSAGE as UNKNOWN_POSTAL_CODE } from '@courtage/contracts/validators/postal-code';
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FIX_FIELDS_MESSAGE } from '../../lib/form-alerts.ts';
import { createOffer } from '../../lib/gateway/offers.ts';
import { loadChunk } from '../../lib/monitoring/load-chunk.ts';
import { activeAppPageState } from '../../states/appState/activeAppPageState.ts';
import { activeFormPageState } from '../../states/appState/activeFormPageState.ts';
import { offersState } from '../../states/appState/offersState.ts';
import { credentialsState } from '../../states/userData/credentialsState.ts';
import { membersState } from '../../states/userData/membersState.ts';
import { warrantiesState } from '../../states/userData/warrantiesState.ts';
import { buildComparisonRequest, errorsOfPage, FORM_STEPS, pageOfField } from './comparison-request.ts';
import { HouseholdStep } from './HouseholdStep.tsx';
import { type CheckedErrors, liveErrors } from './live-errors.ts';
import { saveComparison } from './saved-comparison.ts';
import { useBrokerPrefill } from './use-broker-prefill.ts';
import { useFocusOnChange } from './use-focus-on-change.ts';

// Steps 2 and 3 are chunks of their own, out of the home page's first load: both are
// fetched as soon as the visitor starts on the form (focus or pointer in it), long before 'Suivant'.
const loadWarranties = () => loadChunk(() => import('./WarrantiesStep.tsx'));
const loadDetails = () => loadChunk(() => import('./DetailsStep.tsx'));
// The form's check (contracts' comparisonRequestForm) too: the first 'Suivant' waits for it.
const loadCheck = () => loadChunk(() => import('./check-comparison.ts'));
const WarrantiesStep = lazy(() => loadWarranties().then((module) => ({ default: module.WarrantiesStep })));
const DetailsStep = lazy(() => loadDetails().then((module) => ({ default: module.DetailsStep })));
function prefetchSteps() {
  void loadWarranties().catch(() => {});
  void loadDetails().catch(() => {});
  void loadCheck().catch(() => {});
}

type Check = (request: unknown) => FieldError[];

const FAILURE = 'Une erreur s’est produite lors de la recherche des offres. Veuillez réessayer.';
const FIX_FIELDS = FIX_FIELDS_MESSAGE;
const LAST_PAGE = FORM_STEPS.length;

/** Focuses the first invalid control; a radio group's first radio when the group is invalid. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.matches('input, select, textarea')
    ? invalid
    : (invalid?.querySelector<HTMLElement>('input:checked, input, select, textarea') ?? invalid);
  target?.focus();
}

/** App page 1: the three steps, each checked before the next; the last one asks for the offers. */
export function ComparatorForm() {
  const [page, setPage] = useAtom(activeFormPageState);
  const setAppPage = useSetAtom(activeAppPageState);
  const setOffers = useSetAtom(offersState);
  const members = useAtomValue(membersState);
  const warranties = useAtomValue(warrantiesState);
  const credentials = useAtomValue(credentialsState);
  const [consent, setConsent] = useState(false);
  const [checked, setChecked] = useState<CheckedErrors | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const [postalCodeStatus, setPostalCodeStatus] = useState('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(page);
  const onPostalCodeStatus = useCallback((status: string) => setPostalCodeStatus(status), []);
  useBrokerPrefill();

  const current = buildComparisonRequest(members, warranties, credentials, consent);
  const errors = liveErrors(checked, current, checked && check ? check(current) : []);
  const pageErrors = errorsOfPage(errors, page);
  const setErrors = (found: FieldError[], request: unknown, fromServer = false) =>
    setChecked(found.length > 0 ? { errors: found, request, fromServer } : null);
  // Declared after the heading's focus, so on a step change the first error wins the focus.
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const focusFirstError = () => setFocusRequest((n) => n + 1);
  // 'Veuillez corriger…' leaves with the step's last error.
  const shownAlert = alert === FIX_FIELDS && Object.keys(pageErrors).length === 0 ? null : alert;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    const request = buildComparisonRequest(members, warranties, credentials, consent);
    let checkNow: Check;
    try {
      checkNow = check ?? (await loadCheck()).checkComparison;
    } catch {
      return; // ChunkLoadError: the page shows its 'Recharger la page' prompt.
    }
    if (!check) setCheck(() => checkNow);
    const found = checkNow(request).filter((error) => pageOfField(error.field) <= page);
    if (
      page === LAST_PAGE &&
      postalCodeStatus === 'unknown' &&
      !found.some((e) => e.field === 'credentials.postalCode')
    )
      found.push({ field: 'credentials.postalCode', message: UNKNOWN_POSTAL_CODE });
    const firstPage = Math.min(...found.map((error) => pageOfField(error.field)));
    setErrors(found, request);
    if (found.length > 0) {
      setAlert(FIX_FIELDS);
      if (firstPage !== page) setPage(firstPage);
      focusFirstError();
      return;
    }
    if (page < LAST_PAGE) {
      setPage(page + 1);
      return;
    }
    setSending(true);
    const result = await createOffer(request);
    setSending(false);
    if (result.ok) {
      setOffers(result.body.offers);
      saveComparison(result.body.offers);
      setAppPage(2);
      return;
    }
    if (result.status === 400 && result.details && result.details.length > 0) {
      setErrors(result.details, request, true);
      setAlert(FIX_FIELDS);
      setPage(Math.min(...result.details.map((error) => pageOfField(error.field))));
      focusFirstError();
      return;
    }
    setAlert(result.status >= 400 && result.status < 500 && result.message ? result.message : FAILURE);
  };

  return (
    <form
      ref={formRef}
      className="comparator-form"
      noValidate
      onSubmit={submit}
      onFocusCapture={prefetchSteps}
      onPointerDownCapture={prefetchSteps}
      aria-busy={sending}
    >
      <h2 tabIndex={-1} ref={headingRef}>
        {FORM_STEPS[page - 1]?.title}
      </h2>
      <p className="form-note">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      {page === 1 && <HouseholdStep errors={pageErrors} />}
      <Suspense fallback={<p className="comparator-loading">Chargement…</p>}>
        {page === 2 && <WarrantiesStep errors={pageErrors} />}
        {page === 3 && (
          <DetailsStep
            errors={pageErrors}
            consent={consent}
            onConsentChange={setConsent}
            onPostalCodeStatus={onPostalCodeStatus}
          />
        )}
      </Suspense>
      <div aria-live="assertive">
        {shownAlert && (
          <p className="form-alert" role="alert">
            {shownAlert}
          </p>
        )}
      </div>
      {sending && <p role="status">Recherche des meilleures offres…</p>}
      <div className="comparator-actions">
        {page > 1 && (
          <button type="button" className="button button--secondary" onClick={() => setPage(page - 1)}>
            Précédent
          </button>
        )}
        <button type="submit" className="button" disabled={sending}>
          {page < LAST_PAGE ? 'Suivant' : sending ? 'Recherche en cours…' : 'Voir mes offres'}
        </button>
      </div>
    </form>
  );
}
