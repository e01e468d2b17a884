import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import type { OpsService } from './ops.ts';

/**
 * The audit trail of staff actions (back office `/admin/audit`, Admin only). Each service keeps
 * its own entries in its `audit_log` (written in the transaction of the change it describes,
 * append-only: the database refuses UPDATE, DELETE and TRUNCATE); the gateway reads every
 * service's with the same filters and merges them by time. Order: `occurredAt` desc, then
 * `service` desc, then `id` desc, one total order across services, so a keyset cursor (the last
 * entry's three values) pages the merged trail without gaps or repeats.
 */

/** The actions recorded outside a record's own history: sign-ins, staff management, exports... */
export const AUDIT_ACTIONS = {
  'sign-in': 'Connexion réussie',
  'sign-in-failed': 'Connexion refusée',
  'change-password': 'Mot de passe modifié',
  'reset-password': 'Mot de passe réinitialisé',
  'start-totp': 'Double authentification : nouvelle clé',
  'enable-totp': 'Double authentification activée',
  'disable-totp': 'Double authentification désactivée',
  'create-staff': 'Compte créé',
  'change-role': 'Rôle modifié',
  'disable-staff': 'Compte désactivé',
  'enable-staff': 'Compte réactivé',
  'delete-staff': 'Compte supprimé',
  export: 'Export CSV',
  download: 'Document téléchargé',
  'reveal-iban': 'IBAN affiché',
  'reveal-nir': 'NIR affiché',
  reveal: 'Donnée sensible affichée',
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  'create-plan': 'Garantie créée',
  'update-plan': 'Garantie modifiée',
  'set-plan-status': 'Statut de garantie modifié',
  'upload-general-conditions': 'Conditions générales déposées',
  upload: 'Document ajouté',
  comment: 'Commentaire ajouté',
  'become-client': 'Passage en client',
  'status-changed': 'Statut modifié',
  rescheduled: 'Échéance reportée',
  send: 'Devis envoyé',
  import: 'Import CSV',
  'link-customer': 'Client rattaché',
  'compliance-recorded': 'Conformité enregistrée',
  assign: 'Offre attribuée',
  'move-state': 'État de l’offre modifié',
  'add-note': 'Note ajoutée',
  'log-call': 'Appel journalisé',
  'send-email': 'E-mail envoyé',
  'contact-message.assigned': 'Message attribué',
  'contact-message.replied': 'Réponse à un message',
  'contact-message.status-changed': 'Statut d’un message modifié',
  'user-query.answered': 'Réponse à une demande',
  'user-query.status-changed': 'Statut d’une demande modifié',
  'replay-dead-letter': 'Message en échec rejoué',
  'delete-dead-letter': 'Message en échec supprimé',
  'retry-email': 'E-mail relancé',
  'request-erasure': 'Effacement demandé par le client',
  'execute-erasure': 'Effacement exécuté',
} as const satisfies Record<string, string>;

/** The kinds of record an entry is about, as the filter and the screen name them. */
export const AUDIT_ENTITIES = {
  staff: 'Compte de l’équipe',
  export: 'Export CSV',
  document: 'Document',
  company: 'Entreprise',
  contact: 'Contact',
  contract: 'Contrat',
  quote: 'Devis',
  task: 'Tâche',
  offer: 'Offre',
  plan: 'Garantie',
  'contact-message': 'Message de contact',
  'user-query': 'Demande d’un utilisateur',
  'external-crm-import': 'Import du CRM externe',
  'external-crm-record': 'Fiche du CRM externe',
  'dead-letter': 'Message en échec',
  'email-job': 'E-mail',
  'erasure-request': 'Demande d’effacement (RGPD)',
} as const satisfies Record<string, string>;

/** A service counts at most this many matching entries (the screen says "plus de"). */
export const AUDIT_COUNT_CAP = 10_000;

/** A cursor position: the last entry of the previous page. */
export const AuditPosition = Type.Object(
  {
    occurredAt: Type.String({ minLength: 20, maxLength: 40, pattern: '^\\d{4}-\\d\\d-\\d\\dT[0-9:.]+Z$' }),
    service: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z-]+$' }),
    id: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type AuditPositionValue = Static<typeof AuditPosition>;

export const AuditTrailFilter = Type.Object(
  {
    /** A staff member's id (the actor). */
    actorId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    /** The kind of record (`staff`, `company`, `export`...). */
    entity: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    /** A record's id, or the start of it. */
    target: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    /** Instants, inclusive `from`, exclusive `to`. */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type AuditTrailFilterValue = Static<typeof AuditTrailFilter>;

export const AuditTrailEntry = Type.Object({
  service: Type.String(),
  id: Type.Integer(),
  /** ISO instant to the microsecond (the cursor needs the database's precision). */
  occurredAt: Type.String(),
  actor: Type.Object({
    kind: Type.String(),
    id: Type.Union([Type.String(), Type.Null()]),
    role: Type.Union([Type.String(), Type.Null()]),
  }),
  address: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditTrailEntryView = Static<typeof AuditTrailEntry>;

/** One service's entries matching the filter after `after`, newest first. */
export function defineOpsAuditTrail<S extends OpsService>(service: S) {
  return defineRpc({
    service,
    type: `${service}.ops-audit-trail`,
    version: 1,
    request: Type.Object(
      {
        filter: AuditTrailFilter,
        after: Type.Optional(AuditPosition),
        limit: Type.Integer({ minimum: 1, maximum: 1000 }),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({
      rows: Type.Array(AuditTrailEntry),
      /** The entries matching the filter, whatever the cursor; at most AUDIT_COUNT_CAP. */
      total: Type.Integer({ minimum: 0 }),
    }),
  });
}

/**
 * Appends an entry for an action the gateway carries out itself (a CSV export, streamed page by
 * page): the actor is the call's `meta.actor`, a staff member, never one named in the request.
 */
export function defineOpsRecordAudit<S extends OpsService>(service: S) {
  return defineRpc({
    service,
    type: `${service}.ops-record-audit`,
    version: 1,
    request: Type.Object(
      {
        action: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z-]+$' }),
        entity: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z-]+$' }),
        entityId: Type.String({ minLength: 1, maxLength: 300 }),
        after: Type.Optional(Type.Unknown()),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ id: Type.Integer() }),
  });
}
