import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { type OpsService, OpsStatus } from './ops.ts';

/** The queues and dead letters of a service. Every service answers it on its own queue, hence one definition per service. */
export function defineOpsStatus<S extends OpsService>(service: S) {
  return defineRpc({
    service,
    type: `${service}.ops-status`,
    version: 1,
    request: Type.Object({ deadLetterLimit: Type.Integer({ minimum: 0, maximum: 200 }) }),
    response: OpsStatus,
  });
}
