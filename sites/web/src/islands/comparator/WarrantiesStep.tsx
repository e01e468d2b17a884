import {
  WARRANTY_CATEGORIES,
  WARRANTY_CATEGORY_LABELS,
  WARRANTY_LEVELS,
  type WarrantyCategory,
  type WarrantyLevel,
} from '@courtage/contracts/offer/vocabulary';
import { useAtom } from 'jotai/react';
import { warrantiesState } from '../../states/userData/warrantiesState.ts';

/** Each level explained in plain French, per category. */
const EXPLANATIONS: Record<WarrantyCategory, Record<WarrantyLevel, string>> = {
  medicalCare: {
    Minimum: 'Consultations et médicaments remboursés sur la base de la Sécurité sociale (100 % BR).',
    Moyen: 'Jusqu’à 150 % BR : une partie des dépassements d’honoraires est prise en charge.',
    Fort: 'Jusqu’à 200 % BR : la plupart des dépassements chez les spécialistes sont couverts.',
    Maximum: 'Jusqu’à 300 % BR : même les spécialistes aux honoraires élevés sont remboursés.',
  },
  dental: {
    Minimum: 'Soins et prothèses du panier 100 % Santé, sans reste à charge.',
    Moyen: 'Prothèses hors 100 % Santé remboursées jusqu’à 200 % BR.',
    Fort: 'Jusqu’à 300 % BR : couronnes et bridges mieux remboursés.',
    Maximum: 'Jusqu’à 400 % BR : implants et prothèses haut de gamme.',
  },
  visual: {
    Minimum: 'Lunettes du panier 100 % Santé uniquement.',
    Moyen: 'Jusqu’à 150 € par équipement (monture et verres).',
    Fort: 'Jusqu’à 250 € par équipement, lentilles en partie.',
    Maximum: 'Jusqu’à 400 € par équipement, verres complexes et lentilles.',
  },
  hearing: {
    Minimum: 'Aides auditives du panier 100 % Santé uniquement.',
    Moyen: 'Jusqu’à 300 € par oreille hors 100 % Santé.',
    Fort: 'Jusqu’à 600 € par oreille.',
    Maximum: 'Jusqu’à 1 000 € par oreille, appareils haut de gamme.',
  },
  hospitalization: {
    Minimum: 'Frais de séjour et forfait hospitalier remboursés (100 % BR).',
    Moyen: 'Honoraires jusqu’à 150 % BR et chambre particulière en partie.',
    Fort: 'Honoraires jusqu’à 200 % BR et chambre particulière.',
    Maximum: 'Honoraires jusqu’à 300 % BR, chambre particulière et lit d’accompagnant.',
  },
};

/** Step 2: the wanted level for each of the five categories ('Minimum' by default). */
export function WarrantiesStep({ errors }: { errors: Record<string, string> }) {
  const [warranties, setWarranties] = useAtom(warrantiesState);
  return (
    <div className="comparator-step">
      <p className="form-note">
        Choisissez le niveau de remboursement souhaité pour chaque poste de dépenses.
      </p>
      {WARRANTY_CATEGORIES.map((category) => {
        const error = errors[`warranties.${category}`];
        const groupId = `comparator-warranties-${category}`;
        return (
          <fieldset
            key={category}
            className="field choice-group warranty-group"
            id={groupId}
            aria-describedby={error ? `${groupId}-error` : undefined}
          >
            <legend>{WARRANTY_CATEGORY_LABELS[category]}</legend>
            {WARRANTY_LEVELS.map((level) => (
              <label key={level} className="choice choice--level">
                <input
                  type="radio"
                  name={`warranties.${category}`}
                  value={level}
                  checked={warranties[category].level === level}
                  onChange={() => setWarranties({ ...warranties, [category]: { level } })}
                />
                <span className="choice__title">{level}</span>
                <span className="choice__hint">{EXPLANATIONS[category][level]}</span>
              </label>
            ))}
            {error && (
              <p className="field-error" id={`${groupId}-error`}>
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
