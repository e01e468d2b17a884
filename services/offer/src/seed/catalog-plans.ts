import { createHash } from 'node:crypto';
import type { Plan } from '../domain/catalog.ts';
import { SEED_INSURERS, type SeedPlan } from './seed-catalog.ts';

/** A stable UUID-shaped id from a name (for in-memory catalogs: tests, bench). */
export function nameUuid(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The seed plans as the engine sees them, without a database (version 1 of each). */
export function catalogPlans(seed: SeedPlan[]): Plan[] {
  return seed.map((p) => {
    const insurer = SEED_INSURERS.find((i) => i.code === p.insurerCode);
    if (!insurer) throw new Error(`unknown insurer ${p.insurerCode}`);
    return {
      id: nameUuid(`plan:${p.code}`),
      code: p.code,
      name: p.name,
      insurer: { code: insurer.code, name: insurer.name },
      versionId: nameUuid(`version:${p.code}:1`),
      version: 1,
      yearlyDiscountPercent: p.yearlyDiscountPercent,
      eligibility: p.eligibility,
      formulas: p.formulas.map((f) => ({ ...f, id: nameUuid(`formula:${p.code}:1:${f.code}`) })),
      options: p.options,
    };
  });
}
