import { externalRecordForm } from '@courtage/contracts/crm/external-crm/external-record';
import {
  EXTERNAL_CRM_LIMITS,
  externalCrmDeliveryForm,
  receiveExternalCrmDelivery,
} from '@courtage/contracts/crm/external-crm/receive-external-crm-delivery.rpc';
import { AppError, type FieldError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
  WEBHOOK_MESSAGES,
} from '../../../../domain/external-crm/verify-webhook-signature.ts';
import { ERROR_MESSAGES } from '../../../../http/error-messages.ts';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { exceedsJsonDepth, tooDeepError } from '../../../../http/json-body.ts';

/**
 * The delivery's problems; a record's are named `records.<index>.<field>` with the record
 * form's own French message (the delivery form alone would only say "records").
 */
function deliveryErrors(delivery: unknown): FieldError[] {
  const errors = checkForm(externalCrmDeliveryForm, delivery);
  const records = (delivery as { records?: unknown } | null)?.records;
  if (!Array.isArray(records) || records.length === 0 || records.length > EXTERNAL_CRM_LIMITS.deliveryRecords)
    return errors;
  const perRecord = records.flatMap((record, index) =>
    checkForm(externalRecordForm, record).map((error) => ({
      ...error,
      field: `records.${index}.${error.field}`,
    })),
  );
  return [...errors.filter((error) => error.field !== 'records'), ...perRecord];
}

const NOT_CONFIGURED = 'Le webhook du CRM partenaire n’est pas configuré.';

/**
 * POST /api/v1/external-crm/webhook: a partner's CRM pushes offers or contracts. No token: an
 * HMAC-SHA256 signature over `<timestamp>.<raw body>` with EXTERNAL_CRM_WEBHOOK_SECRET
 * (headers x-courtage-timestamp and x-courtage-signature, docs/CONVENTIONS.md). Bad signature
 * or a timestamp outside 5 minutes: 401; the same signed delivery again: 409 (crm keeps the
 * signatures it applied); records are idempotent by (kind, externalId).
 */
export const externalCrmWebhookRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const secret = fastify.config.EXTERNAL_CRM_WEBHOOK_SECRET;
  // The signature is over the exact bytes sent: keep the raw text, parse it ourselves.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  fastify.post('/webhook', {
    config: { access: 'webhook' },
    schema: {
      tags: ['CRM partenaire'],
      summary: 'Recevoir des offres ou contrats du CRM partenaire (signé HMAC-SHA256)',
      description:
        'En-têtes x-courtage-timestamp (secondes Unix) et x-courtage-signature (sha256=<hex> de ' +
        'HMAC-SHA256("<timestamp>.<corps brut>")). Fenêtre de 5 minutes ; une livraison rejouée est refusée (409).',
      response: {
        200: receiveExternalCrmDelivery.response,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        409: ErrorResponseSchema,
        413: ErrorResponseSchema,
        503: ErrorResponseSchema,
      },
    },
    handler: async (request) => {
      if (!secret) throw new AppError('UNAVAILABLE', NOT_CONFIGURED);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const check = verifyWebhookSignature({
        secret,
        timestamp: header(TIMESTAMP_HEADER),
        signature: header(SIGNATURE_HEADER),
        rawBody,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
      if (!check.ok) {
        request.log.info({ reason: check.reason }, 'external CRM delivery refused');
        throw new AppError(
          'UNAUTHENTICATED',
          check.reason === 'stale' ? WEBHOOK_MESSAGES.stale : WEBHOOK_MESSAGES.badSignature,
        );
      }
      if (exceedsJsonDepth(rawBody)) throw tooDeepError();
      let delivery: unknown;
      try {
        delivery = JSON.parse(rawBody);
      } catch {
        throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.invalidJson);
      }
      const errors = deliveryErrors(delivery);
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, errors);
      const { kind, records } = delivery as { kind: 'offer' | 'contract'; records: never[] };
      return fastify.bus.call(
        receiveExternalCrmDelivery,
        { deliveryId: check.deliveryId, kind, records },
        {
          actor: { kind: 'visitor', role: 'external-crm' },
          correlationId: request.id,
          timeoutMs: fastify.config.RPC_TIMEOUT_MS,
        },
      );
    },
  });
};
