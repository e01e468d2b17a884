import type { FormRule } from '../form/define-form.ts';

/**
 * The short questionnaire of each insurance line quoted by hand (the site's `/assurances/<line>`
 * pages that are not priced by the comparator): defined once here, shown by the site's form,
 * checked by `quoteRequestForm` in the browser, the gateway and crm, stored with the request and
 * shown back in the back office and the emails with the same labels.
 *
 * Every answer travels as text (`answers.<key>`); a number question holds digits only.
 */
export type QuestionOption = { value: string; label: string };

export type Question =
  | {
      key: string;
      label: string;
      kind: 'choice';
      options: readonly QuestionOption[];
      message: string;
      optional?: boolean;
    }
  | {
      key: string;
      label: string;
      kind: 'number';
      min: number;
      max: number;
      /** Shown after the value (`€`, `m²`, `ans`). */
      unit?: string;
      message: string;
      optional?: boolean;
    }
  | { key: string; label: string; kind: 'text'; maxLength: number; message: string; optional?: boolean };

/** The longest answer the wire accepts (a text question may ask for less). */
export const ANSWER_MAX_LENGTH = 120;
/** A key of an answer: a question's key (`annualTurnover`). */
export const ANSWER_KEY_PATTERN = '^[a-z][A-Za-z]{1,39}$';
export const UNEXPECTED_ANSWERS_MESSAGE = 'Ces réponses ne correspondent pas à ce type d’assurance.';

const choices = (...labels: [value: string, label: string][]): QuestionOption[] =>
  labels.map(([value, label]) => ({ value, label }));

const age: Question = {
  key: 'age',
  label: 'Votre âge',
  kind: 'number',
  min: 18,
  max: 80,
  unit: 'ans',
  message: 'Indiquez votre âge : entre 18 et 80 ans.',
};

const annualIncome: Question = {
  key: 'annualIncome',
  label: 'Revenu professionnel annuel',
  kind: 'number',
  min: 0,
  max: 10_000_000,
  unit: '€',
  message: 'Indiquez votre revenu annuel en euros, sans décimales (0 à 10 000 000).',
};

const occupation: Question = {
  key: 'occupation',
  label: 'Situation professionnelle',
  kind: 'choice',
  options: choices(
    ['salarie', 'Salarié(e)'],
    ['tns', 'Travailleur non salarié (artisan, commerçant)'],
    ['liberal', 'Profession libérale'],
    ['fonctionnaire', 'Fonctionnaire'],
    ['dirigeant', 'Dirigeant(e) de société'],
    ['retraite', 'Retraité(e)'],
    ['sans-activite', 'Sans activité'],
  ),
  message: 'Choisissez votre situation professionnelle.',
};

const annualTurnover: Question = {
  key: 'annualTurnover',
  label: 'Chiffre d’affaires annuel',
  kind: 'number',
  min: 0,
  max: 1_000_000_000,
  unit: '€',
  message: 'Indiquez le chiffre d’affaires annuel en euros, sans décimales.',
};

const staff: Question = {
  key: 'staff',
  label: 'Nombre de salariés',
  kind: 'number',
  min: 0,
  max: 100_000,
  message: 'Indiquez le nombre de salariés (0 si vous travaillez seul).',
};

const activity: Question = {
  key: 'activity',
  label: 'Activité exercée',
  kind: 'text',
  maxLength: 120,
  message: 'Décrivez votre activité (120 caractères au plus).',
};

const premisesArea: Question = {
  key: 'area',
  label: 'Surface',
  kind: 'number',
  min: 5,
  max: 100_000,
  unit: 'm²',
  message: 'Indiquez la surface en m² (de 5 à 100 000).',
};

/** The questionnaire of each line by the site's slug (Strapi `insurance-line.slug`). */
export const QUOTE_QUESTIONNAIRES: Readonly<Record<string, readonly Question[]>> = {
  'assurance-de-personnes': [
    age,
    occupation,
    annualIncome,
    {
      key: 'cover',
      label: 'Garantie souhaitée',
      kind: 'choice',
      options: choices(
        ['arret-travail', 'Arrêt de travail et invalidité'],
        ['deces', 'Décès (capital ou rente pour vos proches)'],
        ['dependance', 'Dépendance'],
        ['obseques', 'Obsèques'],
        ['emprunteur', 'Assurance emprunteur'],
      ),
      message: 'Choisissez la garantie souhaitée.',
    },
  ],
  'plan-epargne-retraite-tns': [
    age,
    occupation,
    annualIncome,
    {
      key: 'monthlySaving',
      label: 'Versement mensuel envisagé',
      kind: 'number',
      min: 0,
      max: 100_000,
      unit: '€',
      message: 'Indiquez le versement mensuel envisagé en euros (0 à 100 000).',
    },
  ],
  'responsabilite-civile-professionnelle': [activity, annualTurnover, staff],
  'rc-professions-reglementees': [
    {
      key: 'profession',
      label: 'Profession réglementée',
      kind: 'choice',
      options: choices(
        ['avocat', 'Avocat'],
        ['expert-comptable', 'Expert-comptable'],
        ['medecin', 'Médecin ou professionnel de santé'],
        ['architecte', 'Architecte'],
        ['agent-immobilier', 'Agent immobilier'],
        ['autre', 'Autre profession à ordre'],
      ),
      message: 'Choisissez votre profession.',
    },
    annualTurnover,
    staff,
  ],
  'assurance-decennale': [
    {
      key: 'trade',
      label: 'Corps de métier',
      kind: 'choice',
      options: choices(
        ['gros-oeuvre', 'Maçonnerie, gros œuvre'],
        ['charpente-couverture', 'Charpente, couverture'],
        ['plomberie-chauffage', 'Plomberie, chauffage'],
        ['electricite', 'Électricité'],
        ['menuiserie', 'Menuiserie'],
        ['second-oeuvre', 'Plâtrerie, peinture, revêtements'],
        ['tous-corps', 'Tous corps d’état'],
      ),
      message: 'Choisissez votre corps de métier.',
    },
    {
      key: 'works',
      label: 'Travaux réalisés',
      kind: 'choice',
      options: choices(
        ['neuf', 'Construction neuve'],
        ['renovation', 'Rénovation'],
        ['neuf-et-renovation', 'Neuf et rénovation'],
      ),
      message: 'Choisissez le type de travaux.',
    },
    {
      key: 'building',
      label: 'Bâtiments concernés',
      kind: 'choice',
      options: choices(
        ['maisons', 'Maisons individuelles'],
        ['collectif', 'Logements collectifs'],
        ['tertiaire', 'Bureaux, commerces, bâtiments publics'],
      ),
      message: 'Choisissez les bâtiments concernés.',
    },
    annualTurnover,
    {
      key: 'experienceYears',
      label: 'Années d’expérience',
      kind: 'number',
      min: 0,
      max: 60,
      unit: 'ans',
      message: 'Indiquez vos années d’expérience (0 à 60).',
    },
  ],
  'multirisque-professionnelle': [
    activity,
    {
      key: 'premises',
      label: 'Locaux',
      kind: 'choice',
      options: choices(
        ['boutique', 'Boutique ou commerce'],
        ['bureau', 'Bureau'],
        ['atelier', 'Atelier ou entrepôt'],
        ['restaurant', 'Restaurant'],
      ),
      message: 'Choisissez le type de locaux.',
    },
    premisesArea,
    {
      key: 'contentsValue',
      label: 'Valeur du matériel et du stock',
      kind: 'number',
      min: 0,
      max: 100_000_000,
      unit: '€',
      message: 'Indiquez la valeur du matériel et du stock en euros, sans décimales.',
    },
  ],
  'assurance-des-biens': [
    {
      key: 'property',
      label: 'Bien à assurer',
      kind: 'choice',
      options: choices(
        ['appartement', 'Appartement'],
        ['maison', 'Maison'],
        ['local', 'Local professionnel'],
        ['vehicule', 'Véhicule'],
      ),
      message: 'Choisissez le bien à assurer.',
    },
    {
      key: 'occupancy',
      label: 'Vous êtes',
      kind: 'choice',
      options: choices(
        ['proprietaire-occupant', 'Propriétaire occupant'],
        ['locataire', 'Locataire'],
        ['proprietaire-bailleur', 'Propriétaire bailleur'],
      ),
      message: 'Choisissez votre statut.',
    },
    { ...premisesArea, optional: true },
    {
      key: 'propertyValue',
      label: 'Valeur estimée',
      kind: 'number',
      min: 0,
      max: 100_000_000,
      unit: '€',
      optional: true,
      message: 'Indiquez la valeur estimée en euros, sans décimales.',
    },
  ],
};

/** The questionnaire of a line (empty for a line that has none). */
export function questionnaireOf(line: string): readonly Question[] {
  return Object.hasOwn(QUOTE_QUESTIONNAIRES, line) ? (QUOTE_QUESTIONNAIRES[line] ?? []) : [];
}

const DIGITS = /^\d{1,12}$/;

/** Whether an answer (undefined when not given) suits its question. */
export function isValidAnswer(question: Question, answer: string | undefined): boolean {
  const value = answer?.trim() ?? '';
  if (value === '') return question.optional === true;
  switch (question.kind) {
    case 'choice':
      return question.options.some((option) => option.value === value);
    case 'number': {
      const compact = value.replace(/[\s\u202f\u00a0]/g, '');
      if (!DIGITS.test(compact)) return false;
      const number = Number(compact);
      return number >= question.min && number <= question.max;
    }
    default:
      return value.length <= question.maxLength;
  }
}

/** `12 000` -> `12000`, text trimmed, empty answers left out. Only on answers the form accepted. */
export function normalizeAnswers(line: string, answers: Readonly<Record<string, string>> | undefined) {
  const normalized: Record<string, string> = {};
  for (const question of questionnaireOf(line)) {
    const value = answers?.[question.key]?.trim();
    if (!value) continue;
    normalized[question.key] = question.kind === 'number' ? value.replace(/[\s\u202f\u00a0]/g, '') : value;
  }
  return normalized;
}

const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** The answers as a person reads them, in questionnaire order: `Chiffre d’affaires annuel : 250 000 €`. */
export function describeAnswers(
  line: string,
  answers: Readonly<Record<string, string>> | null | undefined,
): { label: string; value: string }[] {
  if (!answers) return [];
  return questionnaireOf(line).flatMap((question) => {
    const raw = answers[question.key];
    if (raw === undefined || raw === '') return [];
    let value = raw;
    if (question.kind === 'choice') value = question.options.find((o) => o.value === raw)?.label ?? raw;
    else if (question.kind === 'number' && DIGITS.test(raw))
      value = `${NUMBER.format(Number(raw))}${question.unit ? ` ${question.unit}` : ''}`;
    return [{ label: question.label, value }];
  });
}

type WithAnswers = { insuranceLine: string; answers?: Record<string, string> };

/** The message of every question's answer, by field path (`answers.age`), in questionnaire order. */
export const ANSWER_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(QUOTE_QUESTIONNAIRES).flatMap((questions) =>
    questions.map((question) => [`answers.${question.key}`, question.message]),
  ),
);

/**
 * The rules of the answers: every question of the request's line answered as it asks (a
 * question shared by two lines is one rule per line), and no answer to a question the line
 * does not ask.
 */
export const ANSWER_RULES: FormRule<WithAnswers>[] = [
  {
    field: 'answers',
    uses: ['insuranceLine'],
    check: (value) => {
      const keys = new Set(questionnaireOf(value.insuranceLine).map((question) => question.key));
      return Object.keys(value.answers ?? {}).every((key) => keys.has(key));
    },
    message: UNEXPECTED_ANSWERS_MESSAGE,
  },
  ...Object.entries(QUOTE_QUESTIONNAIRES).flatMap(([line, questions]) =>
    questions.map(
      (question): FormRule<WithAnswers> => ({
        field: `answers.${question.key}`,
        uses: ['insuranceLine'],
        check: (value) =>
          value.insuranceLine !== line || isValidAnswer(question, value.answers?.[question.key]),
        message: question.message,
      }),
    ),
  ),
];
