import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';

/** The largest general conditions PDF an Admin may upload (bytes). */
export const GENERAL_CONDITIONS_MAX_BYTES = 5 * 1024 * 1024;

export const GENERAL_CONDITIONS_MESSAGES = {
  notPdf: 'Le fichier des conditions générales doit être un PDF.',
  tooLarge: 'Le fichier des conditions générales dépasse 5 Mo.',
} as const;

/** The plan's general conditions as the plan administration shows them. */
export const PlanGeneralConditionsSchema = Type.Object(
  {
    planId: Uuid,
    /** 'uploaded': the Admin's PDF; 'sample': the generated sample given until one is uploaded. */
    source: Type.Union([Type.Literal('uploaded'), Type.Literal('sample')]),
    fileName: Type.String(),
    uploadedAt: Type.Union([IsoDateTime, Type.Null()]),
    sha256: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type PlanGeneralConditions = Static<typeof PlanGeneralConditionsSchema>;

/**
 * An Admin uploads a plan's general conditions (a PDF, base64): every subscription to the plan
 * from then on is given this file (customer area, confirmation email, the broker's ZIP).
 */
export const adminUploadGeneralConditions = defineRpc({
  service: 'offer',
  type: 'offer.admin-upload-general-conditions',
  version: 1,
  request: Type.Object(
    {
      planId: Uuid,
      fileName: Type.String({ minLength: 1, maxLength: 200 }),
      pdfBase64: Type.String({ maxLength: Math.ceil((GENERAL_CONDITIONS_MAX_BYTES * 4) / 3) + 4 }),
    },
    { additionalProperties: false },
  ),
  response: PlanGeneralConditionsSchema,
});

/** Staff: which general conditions a plan gives (uploaded or the sample). */
export const adminGetGeneralConditions = defineRpc({
  service: 'offer',
  type: 'offer.admin-get-general-conditions',
  version: 1,
  request: Type.Object({ planId: Uuid }, { additionalProperties: false }),
  response: PlanGeneralConditionsSchema,
});

export const adminGetGeneralConditionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/insurance-plans/:planId/general-conditions',
  rpc: adminGetGeneralConditions,
  access: 'staff',
  summary: 'Les conditions générales que donne la formule (déposées ou exemple généré)',
  tags: ['administration des formules'],
});
