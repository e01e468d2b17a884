// The record timeline's kinds and call outcomes with their French labels, without TypeBox so
// that the back-office ships them without the schema builders.

/** What a timeline item is about; the filters of the timeline, in this order. */
export const TIMELINE_KINDS = [
  'note',
  'call',
  'email',
  'change',
  'quote',
  'contract',
  'document',
  'task',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  note: 'Notes',
  call: 'Appels',
  email: 'E-mails',
  change: 'Modifications',
  quote: 'Devis',
  contract: 'Contrats',
  document: 'Documents',
  task: 'Tâches',
};

/** One item's kind, as its badge reads. */
export const TIMELINE_ITEM_LABELS: Record<TimelineKind, string> = {
  note: 'Note',
  call: 'Appel',
  email: 'E-mail',
  change: 'Modification',
  quote: 'Devis',
  contract: 'Contrat',
  document: 'Document',
  task: 'Tâche',
};

/** The outcome of a logged call. */
export const CALL_OUTCOMES = ['joint', 'injoignable', 'message-laisse', 'rappel-demande'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  joint: 'Joint',
  injoignable: 'Injoignable',
  'message-laisse': 'Message laissé',
  'rappel-demande': 'Rappel demandé',
};

/** The records that have a timeline. */
export const TIMELINE_RECORDS = ['company', 'contact'] as const;
export type TimelineRecord = (typeof TIMELINE_RECORDS)[number];

export const TIMELINE_MESSAGES = {
  outcomeRequired: 'Veuillez choisir l’issue de l’appel.',
  callNoteTooLong: 'La note doit faire au plus 2000 caractères.',
  noteRequired: 'Veuillez écrire la note.',
  noteTooLong: 'La note doit faire au plus 5000 caractères.',
  recordUnknown: 'Ce dossier n’existe pas.',
  cursorInvalid: 'Curseur de pagination invalide.',
  empty: 'Aucune activité pour l’instant.',
  emptyFiltered: 'Aucune activité de ce type.',
  callLogged: 'L’appel est journalisé.',
  noteAdded: 'La note est ajoutée.',
} as const;
