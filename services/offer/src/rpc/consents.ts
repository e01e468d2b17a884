import { AppError } from '@courtage/contracts/errors';
import { WITHDRAWABLE_CONSENT_KINDS } from '@courtage/contracts/privacy/consent-texts';
import {
  listConsents,
  WITHDRAW_NOT_ALLOWED,
  withdrawConsent,
} from '@courtage/contracts/privacy/consents.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { listConsents as readConsents, withdrawConsents } from '../privacy/consents.ts';

/** `offer.list-consents`: a person's consents with the exact texts they agreed to. */
export function listConsentsHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(listConsents, async (subject) => ({ consents: await readConsents(deps.db, subject) }));
}

/** `offer.withdraw-consent`: recall or marketing only; terms and SEPA end with the contract. */
export function withdrawConsentHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(withdrawConsent, async ({ subject, kind, via }) => {
    if (!WITHDRAWABLE_CONSENT_KINDS.includes(kind)) throw new AppError('CONFLICT', WITHDRAW_NOT_ALLOWED);
    return { withdrawn: await withdrawConsents(deps.db, subject, kind, via) };
  });
}
