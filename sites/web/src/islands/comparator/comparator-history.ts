import type { OfferSummary } from '@courtage/contracts/offer/offer';
import type { Store } from 'jotai/vanilla';
import { activeAppPageState } from '../../states/appState/activeAppPageState.ts';
import { activeFormPageState } from '../../states/appState/activeFormPageState.ts';
import { offersState } from '../../states/appState/offersState.ts';
import { selectedOfferState } from '../../states/confirmOffer/selectedOfferState.ts';
import { type Credentials, credentialsState } from '../../states/userData/credentialsState.ts';
import type { Members } from '../../states/userData/members.ts';
import { membersState } from '../../states/userData/membersState.ts';
import { type Warranties, warrantiesState } from '../../states/userData/warrantiesState.ts';

// Each comparator step is a history entry (its name in `history.state`, which the browser keeps
// across a reload and gives back on Back and Forward) and the answers sit in this tab's session
// storage, so that Back, Forward and reload land on the same step with every answer. The address
// stays '/': the header's '/#contact' remains a jump within the page.

export const COMPARATOR_STEPS = ['foyer', 'garanties', 'coordonnees', 'offres', 'confirmation'] as const;
export type ComparatorStep = (typeof COMPARATOR_STEPS)[number];

const DRAFT_KEY = 'comparator.draft';

/** The answers kept for a reload: the household, the levels, the details, the chosen offer. */
export type ComparatorDraft = {
  members: Members;
  warranties: Warranties;
  credentials: Credentials;
  selectedOfferId: string | null;
};

/** The step the pages show: form page 1 to 3, then the offers (app page 2) and the confirmation (3). */
export function stepOf(appPage: number, formPage: number): ComparatorStep {
  if (appPage === 2) return 'offres';
  if (appPage === 3) return 'confirmation';
  return COMPARATOR_STEPS[Math.min(Math.max(formPage, 1), 3) - 1] ?? 'foyer';
}

/**
 * The pages of a step that can be shown now: the offers need offers, the confirmation a chosen
 * offer among them; otherwise the nearest earlier step.
 */
export function pagesOf(
  step: ComparatorStep,
  has: { offers: boolean; selected: boolean },
): { appPage: number; formPage: number } {
  if (step === 'confirmation' && has.offers && has.selected) return { appPage: 3, formPage: 3 };
  if ((step === 'confirmation' || step === 'offres') && has.offers) return { appPage: 2, formPage: 3 };
  if (step === 'confirmation' || step === 'offres') return { appPage: 1, formPage: 3 };
  return { appPage: 1, formPage: COMPARATOR_STEPS.indexOf(step) + 1 };
}

/** The comparator step a history entry's state names, if any. */
export function stepInState(state: unknown): ComparatorStep | undefined {
  const step = (state as { comparatorStep?: unknown } | null)?.comparatorStep;
  return COMPARATOR_STEPS.find((known) => known === step);
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft of this tab, if one is stored and reads well (its fields are checked again on sending). */
export function readDraft(stored: Storage | undefined = storage()): ComparatorDraft | undefined {
  try {
    const value: unknown = JSON.parse(stored?.getItem(DRAFT_KEY) ?? 'null');
    if (!isRecord(value)) return undefined;
    const { members, warranties, credentials, selectedOfferId } = value;
    if (!isRecord(members) || !isRecord(members.children)) return undefined;
    if (!isRecord(warranties) || !isRecord(credentials)) return undefined;
    return {
      members: members as Members,
      warranties: warranties as Warranties,
      credentials: credentials as Credentials,
      selectedOfferId: typeof selectedOfferId === 'string' ? selectedOfferId : null,
    };
  } catch {
    return undefined;
  }
}

function writeDraft(store: Store): void {
  const draft: ComparatorDraft = {
    members: store.get(membersState),
    warranties: store.get(warrantiesState),
    credentials: store.get(credentialsState),
    selectedOfferId: store.get(selectedOfferState)?.id ?? null,
  };
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the reload's convenience.
  }
}

/** Puts this tab's answers back (before the first render of the form). */
export function restoreDraft(store: Store): void {
  const draft = readDraft();
  if (!draft) return;
  store.set(membersState, { type: 'set', members: draft.members });
  store.set(warrantiesState, draft.warranties);
  store.set(credentialsState, { type: 'set', credentials: draft.credentials });
}

function showStep(store: Store, step: ComparatorStep, selectedOfferId: string | null): void {
  const offers: OfferSummary[] = store.get(offersState);
  const chosen =
    store.get(selectedOfferState) ?? offers.find((offer) => offer.id === selectedOfferId) ?? null;
  const pages = pagesOf(step, { offers: offers.length > 0, selected: chosen !== null });
  if (pages.appPage === 3 && store.get(selectedOfferState) === null) store.set(selectedOfferState, chosen);
  if (store.get(activeFormPageState) !== pages.formPage) store.set(activeFormPageState, pages.formPage);
  if (store.get(activeAppPageState) !== pages.appPage) store.set(activeAppPageState, pages.appPage);
}

/**
 * Once the comparator is restored: shows the step this history entry names (a reload), then
 * makes each later step change a new entry, follows Back and Forward, and keeps the answers in
 * session storage as they change. Returns the function that stops it all.
 */
export function startComparatorHistory(store: Store): () => void {
  const reloaded = stepInState(window.history.state);
  if (reloaded) showStep(store, reloaded, readDraft()?.selectedOfferId ?? null);
  const current = () => stepOf(store.get(activeAppPageState), store.get(activeFormPageState));
  window.history.replaceState({ ...window.history.state, comparatorStep: current() }, '');

  let following = false;
  const onStepChange = () => {
    const step = current();
    if (following || stepInState(window.history.state) === step) return;
    window.history.pushState({ comparatorStep: step }, '');
  };
  const onPopState = (event: PopStateEvent) => {
    // An entry of the page's own anchors ('/#contact') names no step: the comparator stays put.
    const step = stepInState(event.state);
    if (!step) return;
    following = true;
    try {
      showStep(store, step, readDraft()?.selectedOfferId ?? null);
    } finally {
      following = false;
    }
    // A step that cannot be shown any more (no offers) leaves the entry naming the one shown.
    if (current() !== step) window.history.replaceState({ ...event.state, comparatorStep: current() }, '');
  };
  const save = () => writeDraft(store);
  const stops = [
    store.sub(activeAppPageState, onStepChange),
    store.sub(activeFormPageState, onStepChange),
    store.sub(membersState, save),
    store.sub(warrantiesState, save),
    store.sub(credentialsState, save),
    store.sub(selectedOfferState, save),
  ];
  window.addEventListener('popstate', onPopState);
  return () => {
    for (const stop of stops) stop();
    window.removeEventListener('popstate', onPopState);
  };
}
