import type { NamedMember } from '@courtage/contracts/offer/offer';
import type { Step01 } from '@courtage/contracts/offer/subscription';

/** A person named at subscription, as `subscriptions.beneficiaries` holds them (migration 0020). */
export type StoredBeneficiary = NamedMember & {
  birthDate: string;
  attachedTo?: 'assure' | 'conjoint';
  /** The partner's birth place and country (the NIR itself is in its encrypted column). */
  birthPlace?: string;
  birthCountry?: string;
};

/** Step 01's partner and children, trimmed, keyed like the offer's price lines (`conjoint`, `child1`…). */
export function storedBeneficiaries(step01: Step01): StoredBeneficiary[] {
  const named = step01.beneficiaries;
  if (!named) return [];
  const person = (member: string, p: { firstName: string; lastName: string; birthDate: string }) => ({
    member,
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    birthDate: p.birthDate,
  });
  return [
    ...(named.partner
      ? [
          {
            ...person('conjoint', named.partner),
            birthPlace: named.partner.birthPlace.trim(),
            birthCountry: named.partner.birthCountry.trim(),
          },
        ]
      : []),
    ...named.children.map((child, index) => ({
      ...person(`child${index + 1}`, child),
      attachedTo: child.attachedTo,
    })),
  ];
}

/** Everyone insured by name: the subscriber (`assure`, the comparison's contact), then the others. */
export function insuredByName(
  contact: { firstName: string; lastName: string },
  stored: unknown,
): NamedMember[] {
  const others = Array.isArray(stored) ? (stored as StoredBeneficiary[]) : [];
  return [
    { member: 'assure', firstName: contact.firstName, lastName: contact.lastName },
    ...others.map(({ member, firstName, lastName }) => ({ member, firstName, lastName })),
  ];
}
