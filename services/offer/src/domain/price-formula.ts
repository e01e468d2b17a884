import type { Tariff } from './catalog.ts';
import type { Household } from './household.ts';

export type PriceLine = { member: string; age: number; monthlyPrice: number };
export type FormulaPrice = { monthlyCents: number; lines: PriceLine[] };

function ageFactor(tariff: Tariff, age: number): number {
  for (const band of tariff.ageBands) if (age >= band.minAge && age <= band.maxAge) return band.factor;
  throw new RangeError(`no age band for age ${age}`);
}

/** The zone factor of a département under this tariff (its default zone when not listed). */
export function zoneFactor(tariff: Tariff, departement: string): number {
  const zone = tariff.departementZones[departement] ?? tariff.defaultZone;
  const factor = tariff.zoneFactors[zone];
  if (factor === undefined) throw new RangeError(`no factor for zone ${zone}`);
  return factor;
}

function childPays(rule: Tariff['childRule'], index: number): boolean {
  if (rule === 'first-two-pay') return index < 2;
  if (rule === 'third-free') return index !== 2;
  return true;
}

/**
 * Monthly price of a household under one tariff, member by member, each line rounded
 * to the cent and the total their sum. Throws RangeError on a tariff with a gap.
 */
export function priceFormula(tariff: Tariff, household: Household, departement: string): FormulaPrice {
  const place = zoneFactor(tariff, departement);
  const lines: PriceLine[] = [];
  let monthlyCents = 0;
  household.adults.forEach((adult, index) => {
    const partner = index === 0 ? 1 : tariff.partnerFactor;
    const regime = tariff.regimeFactors[adult.regime ?? household.regime];
    const cents = Math.round(
      tariff.basePrice * ageFactor(tariff, adult.age) * place * regime * partner * 100,
    );
    monthlyCents += cents;
    lines.push({ member: adult.member, age: adult.age, monthlyPrice: cents / 100 });
  });
  household.children.forEach((child, index) => {
    const cents = childPays(tariff.childRule, index)
      ? Math.round(tariff.basePrice * tariff.childFactor * 100)
      : 0;
    monthlyCents += cents;
    lines.push({ member: child.member, age: child.age, monthlyPrice: cents / 100 });
  });
  return { monthlyCents, lines };
}
