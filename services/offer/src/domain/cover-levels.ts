import {
  WARRANTY_CATEGORIES,
  WARRANTY_LEVELS,
  type WarrantyCategory,
  type WarrantyLevel,
} from '@courtage/contracts/offer/vocabulary';
import type { GuaranteeLine } from './catalog.ts';

/**
 * The guarantee that decides a category's level, and the value it must reach for
 * Minimum, Moyen, Fort, Maximum (health-pricing reference: % BR Sécu share included,
 * or euros outside the 100% Santé baskets).
 */
export const LEVEL_THRESHOLDS: Record<
  WarrantyCategory,
  { code: string; thresholds: [number, number, number, number] }
> = {
  medicalCare: { code: 'routine-care', thresholds: [100, 150, 200, 300] },
  hospitalization: { code: 'hospital-fees', thresholds: [100, 150, 200, 300] },
  dental: { code: 'dental-prostheses', thresholds: [100, 200, 300, 400] },
  visual: { code: 'glasses', thresholds: [0, 150, 250, 400] },
  hearing: { code: 'hearing-aid', thresholds: [0, 300, 600, 1000] },
};

/** The level a set of guarantees reaches in each category (Minimum when the key line is missing). */
export function coverLevels(guarantees: GuaranteeLine[]): Record<WarrantyCategory, WarrantyLevel> {
  const result = {} as Record<WarrantyCategory, WarrantyLevel>;
  for (const category of WARRANTY_CATEGORIES) {
    const { code, thresholds } = LEVEL_THRESHOLDS[category];
    const line = guarantees.find((g) => g.category === category && g.code === code);
    let rank = 0;
    if (line)
      for (let i = thresholds.length - 1; i > 0; i--)
        if (line.value >= thresholds[i]!) {
          rank = i;
          break;
        }
    result[category] = WARRANTY_LEVELS[rank]!;
  }
  return result;
}
