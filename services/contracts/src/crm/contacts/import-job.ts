import { type Static, Type } from '@sinclair/typebox';
import { CRM_MESSAGES } from '../crm-messages.ts';

/** The most rows one CSV import takes (and what the gateway's body limit is sized for). */
export const IMPORT_MAX_ROWS = 20_000;

/** A parsed CSV as the gateway sends it: the header line and the records, as text. */
export const CsvTable = Type.Object(
  {
    header: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 30 }),
    records: Type.Array(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 30 }), {
      maxItems: IMPORT_MAX_ROWS,
    }),
  },
  { additionalProperties: false },
);
export type CsvTable = Static<typeof CsvTable>;

/**
 * A French error on one cell: `row` is the line of the file. The header is line 1, where a
 * missing required column is reported (a preview listing them answered 500 when this said 2).
 */
export const ImportRowError = Type.Object(
  { row: Type.Integer({ minimum: 1 }), field: Type.String(), message: Type.String() },
  { additionalProperties: false },
);
export type ImportRowError = Static<typeof ImportRowError>;

/** At most this many row errors are sent back (the count says how many there are). */
export const IMPORT_MAX_ERRORS = 500;

export const ImportPreview = Type.Object(
  {
    total: Type.Integer({ minimum: 0 }),
    valid: Type.Integer({ minimum: 0 }),
    errorCount: Type.Integer({ minimum: 0 }),
    errors: Type.Array(ImportRowError),
    /** The first rows as they will be imported (field -> value). */
    sample: Type.Array(Type.Record(Type.String(), Type.String())),
    /** Header cells nobody understood (ignored), so the user can fix the file. */
    unknownColumns: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type ImportPreview = Static<typeof ImportPreview>;

export const IMPORT_MESSAGES = {
  invalidRows: 'Le fichier contient des erreurs : rien n’a été importé.',
  emptyFile: 'Le fichier ne contient aucune ligne.',
  tooManyRows: `Le fichier dépasse ${IMPORT_MAX_ROWS} lignes.`,
  unreadable: 'Le fichier CSV est illisible (séparateur « ; » ou « , », encodage UTF-8).',
  missingColumn: (column: string) => `La colonne « ${column} » est obligatoire.`,
  failed: 'L’import a échoué : rien n’a été importé.',
  jobNotFound: CRM_MESSAGES.importNotFound,
} as const;
