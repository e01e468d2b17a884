import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { DeadLetterRef, type OpsService } from './ops.ts';

/** Drops a dead letter for good. Every service answers it on its own queue, hence one definition per service. */
export function defineOpsDeleteDeadLetter<S extends OpsService>(service: S) {
  return defineRpc({
    service,
    type: `${service}.ops-delete-dead-letter`,
    version: 1,
    request: DeadLetterRef,
    response: Type.Object({ queue: Type.String(), id: Type.String() }),
  });
}
