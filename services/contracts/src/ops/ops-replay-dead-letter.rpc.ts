import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { DeadLetterRef, type OpsService } from './ops.ts';

/** Puts a dead letter back on the queue it died on. Every service answers it on its own queue, hence one definition per service. */
export function defineOpsReplayDeadLetter<S extends OpsService>(service: S) {
  return defineRpc({
    service,
    type: `${service}.ops-replay-dead-letter`,
    version: 1,
    request: DeadLetterRef,
    response: Type.Object({ queue: Type.String(), id: Type.String(), to: Type.String() }),
  });
}
