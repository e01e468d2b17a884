import {
  DEFAULT_WARRANTY_LEVEL,
  WARRANTY_CATEGORIES,
  type WarrantyCategory,
  type WarrantyLevel,
} from '@courtage/contracts/offer/vocabulary';
import { atom } from 'jotai/vanilla';

export type Warranties = Record<WarrantyCategory, { level: WarrantyLevel }>;

export const WARRANTIES_DEFAULTS = Object.fromEntries(
  WARRANTY_CATEGORIES.map((category) => [category, { level: DEFAULT_WARRANTY_LEVEL }]),
) as Warranties;

/** userData.warranties: one level per category, 'Minimum' by default (§9). */
export const warrantiesState = atom<Warranties>(WARRANTIES_DEFAULTS);
