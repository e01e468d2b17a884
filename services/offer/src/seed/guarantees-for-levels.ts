import { levelRank, type WarrantyCategory, type WarrantyLevel } from '@courtage/contracts/offer/vocabulary';
import type { GuaranteeLine } from '../domain/catalog.ts';

export type FormulaLevels = Record<WarrantyCategory, WarrantyLevel>;

// The reference table "What a formula covers" (Minimum, Moyen, Fort, Maximum).
const ROUTINE = [100, 150, 200, 300];
const HOSPITAL = [100, 150, 200, 300];
const ROOM = [0, 40, 60, 90];
const GLASSES = [0, 150, 250, 400];
const DENTAL = [100, 200, 300, 400];
const HEARING = [0, 300, 600, 1000];
const ORTHODONTICS = [100, 150, 250, 350];
const ALTERNATIVE = [0, 0, 100, 200];

/**
 * How an insurer's table departs from the reference one: for a guarantee code, its value at
 * each formula level (Minimum, Moyen, Fort, Maximum of the category that line belongs to);
 * `ceilings` caps a line per year at each level (null: none); `extra` adds lines of its own.
 */
export type GuaranteeProfile = {
  values?: Partial<Record<string, [number, number, number, number]>>;
  ceilings?: Partial<Record<string, [number | null, number | null, number | null, number | null]>>;
  extra?: Array<{
    category: WarrantyCategory;
    code: string;
    label: string;
    kind: GuaranteeLine['kind'];
    values: [number, number, number, number];
  }>;
};

/**
 * The guarantee lines of a formula whose category levels are `levels`; `bonus` (0.1 = +10%)
 * makes a generous insurer pay more in euros than the level's threshold without changing the level;
 * `profile` gives the insurer's own values, ceilings and extra lines.
 */
export function guaranteesForLevels(
  levels: FormulaLevels,
  bonus = 0,
  profile: GuaranteeProfile = {},
): GuaranteeLine[] {
  const r = (category: WarrantyCategory) => levelRank(levels[category]);
  const euros = (value: number) => Math.round(value * (1 + bonus));
  const line = (
    category: WarrantyCategory,
    code: string,
    label: string,
    kind: GuaranteeLine['kind'],
    value: number,
    hundredPercentSante = false,
  ): GuaranteeLine => {
    const own = profile.values?.[code]?.[r(category)];
    const ceiling = profile.ceilings?.[code]?.[r(category)] ?? null;
    return {
      category,
      code,
      label,
      kind,
      value: own ?? value,
      hundredPercentSante,
      ...(ceiling === null ? {} : { yearlyCeiling: ceiling }),
    };
  };
  const extra = (profile.extra ?? []).map((x) =>
    line(x.category, x.code, x.label, x.kind, x.values[r(x.category)]!),
  );
  return [
    line(
      'medicalCare',
      'routine-care',
      'Consultations généralistes et spécialistes',
      'percent_br',
      ROUTINE[r('medicalCare')]!,
    ),
    line('medicalCare', 'pharmacy', 'Pharmacie remboursée par la Sécurité sociale', 'percent_br', 100),
    line(
      'medicalCare',
      'alternative-medicine',
      'Médecines douces (par an)',
      'euros_per_year',
      euros(ALTERNATIVE[r('medicalCare')]!),
    ),
    line(
      'hospitalization',
      'hospital-fees',
      'Honoraires d’hospitalisation',
      'percent_br',
      HOSPITAL[r('hospitalization')]!,
    ),
    line('hospitalization', 'daily-charge', 'Forfait journalier hospitalier', 'included', 0),
    line(
      'hospitalization',
      'private-room',
      'Chambre particulière (par nuit)',
      'euros_per_night',
      euros(ROOM[r('hospitalization')]!),
    ),
    line('visual', 'glasses-100-sante', 'Lunettes du panier 100 % Santé', 'included', 0, true),
    line(
      'visual',
      'glasses',
      'Lunettes hors 100 % Santé (tous les 2 ans)',
      'euros',
      r('visual') === 0 ? 0 : euros(GLASSES[r('visual')]!),
    ),
    line('dental', 'dental-100-sante', 'Prothèses dentaires du panier 100 % Santé', 'included', 0, true),
    line(
      'dental',
      'dental-prostheses',
      'Prothèses dentaires hors 100 % Santé',
      'percent_br',
      DENTAL[r('dental')]!,
    ),
    line(
      'dental',
      'orthodontics',
      'Orthodontie acceptée par la Sécurité sociale',
      'percent_br',
      ORTHODONTICS[r('dental')]!,
    ),
    line('hearing', 'hearing-100-sante', 'Aides auditives du panier 100 % Santé', 'included', 0, true),
    line(
      'hearing',
      'hearing-aid',
      'Aide auditive hors 100 % Santé (par oreille)',
      'euros',
      r('hearing') === 0 ? 0 : euros(HEARING[r('hearing')]!),
    ),
    ...extra,
  ];
}
