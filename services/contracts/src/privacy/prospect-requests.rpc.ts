import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { CONSENT_LINK_MESSAGES } from './consent-link.ts';
import { ErasureRequestSchema } from './erasure.rpc.ts';

/**
 * A person without an account (a prospect: a comparison, a booking, a contact message) uses
 * their rights from the site's 'Mes données personnelles' form: they prove the address is theirs
 * by following a single-use link emailed to it, then get a copy of their data (access) or an
 * erasure request the Admin reviews like a customer's.
 */
export const PROSPECT_REQUEST_KINDS = ['access', 'erasure'] as const;
export type ProspectRequestKind = (typeof PROSPECT_REQUEST_KINDS)[number];
const KindSchema = Type.Union(PROSPECT_REQUEST_KINDS.map((kind) => Type.Literal(kind)));

export const PROSPECT_REQUEST_LABELS: Readonly<Record<ProspectRequestKind, string>> = {
  access: 'Recevoir une copie de mes données',
  erasure: 'Demander l’effacement de mes données',
};

/** How long the emailed link works. */
export const PRIVACY_PROOF_VALID_MINUTES = 60;
/** Links sent to one address per hour at most (the form answers alike past it). */
export const PRIVACY_PROOF_MAX_PER_HOUR = 3;

export const PROSPECT_REQUEST_MESSAGES = {
  sent: 'Un e-mail avec un lien de confirmation, valable 1 heure, part vers cette adresse. Suivez-le pour confirmer votre demande : nous vérifions ainsi que l’adresse est la vôtre.',
  invalid:
    'Ce lien de confirmation n’est pas valable : il a expiré ou a déjà servi. Refaites votre demande depuis le formulaire.',
  missing: CONSENT_LINK_MESSAGES.missing,
  confirming: 'Confirmation de votre demande…',
  erasureRecorded:
    'Votre demande d’effacement est enregistrée. Un administrateur l’examine ; vous recevrez un accusé de réception par e-mail une fois l’effacement réalisé.',
  accessReady: 'Voici les données que nous détenons associées à votre adresse.',
  nothingHeld: 'Nous ne détenons aucune donnée associée à cette adresse.',
} as const;

export const ProspectRequestForm = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
    kind: KindSchema,
  },
  { additionalProperties: false },
);

export const PrivacyProofToken = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);

/**
 * auth: stores a single-use proof (hashed) for the address and emails its link, unless the address
 * got PRIVACY_PROOF_MAX_PER_HOUR already this hour; answers alike either way.
 */
export const requestPrivacyProof = defineRpc({
  service: 'auth',
  type: 'auth.request-privacy-proof',
  version: 1,
  request: ProspectRequestForm,
  response: Type.Object({}, { additionalProperties: false }),
});

/**
 * auth: spends a proof. For an erasure, records the request (linked to the account of that
 * address if there is one); for access, gives the proven address for the gateway to gather the data.
 */
export const confirmPrivacyProof = defineRpc({
  service: 'auth',
  type: 'auth.confirm-privacy-proof',
  version: 1,
  request: PrivacyProofToken,
  response: Type.Object(
    {
      kind: KindSchema,
      email: Type.String(),
      request: Type.Union([ErasureRequestSchema, Type.Null()]),
    },
    { additionalProperties: false },
  ),
});

export const ExportedContactMessageSchema = Type.Object(
  {
    id: Uuid,
    createdAt: IsoDateTime,
    name: Type.String(),
    message: Type.String(),
    status: Type.String(),
  },
  { additionalProperties: false },
);
export type ExportedContactMessage = Static<typeof ExportedContactMessageSchema>;

/** crm: the contact messages sent from an address (a proven prospect's copy of their data). */
export const exportContactMessages = defineRpc({
  service: 'crm',
  type: 'crm.export-contact-messages',
  version: 1,
  request: Type.Object(
    { email: Type.String({ minLength: 3, maxLength: 254 }) },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { messages: Type.Array(ExportedContactMessageSchema) },
    { additionalProperties: false },
  ),
});
