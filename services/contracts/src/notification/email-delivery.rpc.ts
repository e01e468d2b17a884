import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';

/**
 * `notification.get-email-deliveries` (staff): the delivery state of e-mails by their job id
 * (`queued`, `sent`, `failed`; absent: not queued yet). The gateway fills a record timeline's
 * e-mails with it.
 */
export const getEmailDeliveries = defineRpc({
  service: 'notification',
  type: 'notification.get-email-deliveries',
  version: 1,
  request: Type.Object(
    { jobIds: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }) },
    { additionalProperties: false },
  ),
  response: Type.Object(
    {
      deliveries: Type.Array(
        Type.Object(
          {
            jobId: Type.String(),
            status: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
});
