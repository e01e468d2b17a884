import type { Step01Values } from '@courtage/contracts/offer/subscription-form';

// The subscription form survives a reload: this tab's session storage keeps what was typed, per
// offer, except the NIRs (the subscriber's and the partner's) and the IBAN, which stay in memory
// only (the screen says so).

const keyOf = (offerId: string) => `subscribe.draft.${offerId}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

/** The values as stored: the NIRs and the IBAN emptied. */
export function withoutSecrets(values: Step01Values): Step01Values {
  const partner = values.beneficiaries?.partner;
  return {
    ...values,
    securiteSociale: '',
    bankDetails: { ...values.bankDetails, iban: '' },
    ...(values.beneficiaries && partner
      ? { beneficiaries: { ...values.beneficiaries, partner: { ...partner, securiteSociale: '' } } }
      : {}),
  };
}

/** Keeps the form of this offer (without the NIR and the IBAN) for a reload. */
export function saveSubscribeDraft(offerId: string, values: Step01Values, stored = storage()): void {
  try {
    stored?.setItem(keyOf(offerId), JSON.stringify(withoutSecrets(values)));
  } catch {
    // A full or blocked storage only costs the reload's convenience.
  }
}

/**
 * The stored form of this offer laid over `fresh` (the comparison's household, the defaults):
 * only the fields `fresh` has, each of the same kind, so that a stale or edited record cannot
 * change the form's shape; the household's birth dates always come from `fresh`.
 */
export function readSubscribeDraft(offerId: string, fresh: Step01Values, stored = storage()): Step01Values {
  let value: unknown;
  try {
    value = JSON.parse(stored?.getItem(keyOf(offerId)) ?? 'null');
  } catch {
    return fresh;
  }
  return withoutSecrets(overlay(fresh, value, ['birthDate']) as Step01Values);
}

function overlay(fresh: unknown, saved: unknown, keep: readonly string[]): unknown {
  if (Array.isArray(fresh))
    return fresh.map((item, index) => overlay(item, Array.isArray(saved) ? saved[index] : undefined, keep));
  if (typeof fresh === 'object' && fresh !== null) {
    const record = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(fresh).map(([key, item]) => [
        key,
        keep.includes(key) ? item : overlay(item, record[key], keep),
      ]),
    );
  }
  return typeof saved === typeof fresh ? saved : fresh;
}

export function clearSubscribeDraft(offerId: string, stored = storage()): void {
  try {
    stored?.removeItem(keyOf(offerId));
  } catch {
    // nothing stored then
  }
}
