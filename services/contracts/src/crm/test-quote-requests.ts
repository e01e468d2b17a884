/**
 * Answers that each line's questionnaire accepts (quote-questionnaires.ts), for tests and
 * examples of quote requests.
 */
export const SAMPLE_QUOTE_ANSWERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'assurance-de-personnes': {
    age: '45',
    occupation: 'liberal',
    annualIncome: '52000',
    cover: 'arret-travail',
  },
  'plan-epargne-retraite-tns': { age: '41', occupation: 'tns', annualIncome: '48000', monthlySaving: '300' },
  'responsabilite-civile-professionnelle': {
    activity: 'Graphiste indépendant',
    annualTurnover: '85000',
    staff: '0',
  },
  'rc-professions-reglementees': { profession: 'architecte', annualTurnover: '240000', staff: '3' },
  'assurance-decennale': {
    trade: 'gros-oeuvre',
    works: 'neuf-et-renovation',
    building: 'maisons',
    annualTurnover: '420000',
    experienceYears: '12',
  },
  'multirisque-professionnelle': {
    activity: 'Boulangerie',
    premises: 'boutique',
    area: '80',
    contentsValue: '60000',
  },
  'assurance-des-biens': { property: 'maison', occupancy: 'proprietaire-occupant', area: '120' },
};

/** The sample answers of a line (none for a line without questionnaire). */
export function sampleQuoteAnswers(line: string): Record<string, string> | undefined {
  const answers = SAMPLE_QUOTE_ANSWERS[line];
  return answers ? { ...answers } : undefined;
}
