import type { SubscribeOfferResponse as SubscribeReply } from '@courtage/contracts/offer/subscribe-offer.rpc';

/** The SEPA creditor as the CMS's site settings state it (one identity with the footer). */
export type Creditor = { name: string; address: string; identifier: string };

/**
 * The mandate's creditor: the CMS's name, postal address (lines joined) and ICS, each falling
 * back to the offer service's record when the CMS has none (a CMS seeded before the ICS field).
 */
export function mandateCreditor(reply: SubscribeReply, cms: Creditor | undefined): Creditor {
  const address = (cms?.address ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  return {
    name: cms?.name || reply.mandate.creditorName,
    address: address || reply.mandate.creditorAddress,
    identifier: cms?.identifier || reply.mandate.creditorIdentifier,
  };
}
