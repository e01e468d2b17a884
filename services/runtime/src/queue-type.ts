import type { Options } from 'amqplib';

/**
 * The type of the bus's durable queues that are classic by default: each service's RPC queue
 * and each subscription's retry queue (main queues and DLQs are always quorum queues).
 * `AMQP_QUEUE_TYPE=quorum` (the stack's cluster profile) makes them quorum queues too, so that
 * every durable queue is replicated once RabbitMQ runs as a cluster. A queue's type cannot
 * change once declared (RabbitMQ answers PRECONDITION_FAILED), so each choice lives in its own
 * vhost: the cluster profile uses `courtage_cluster`, never the dev or test vhosts.
 */
export type DurableQueueType = 'classic' | 'quorum';

export function durableQueueType(source: NodeJS.ProcessEnv = process.env): DurableQueueType {
  const raw = source.AMQP_QUEUE_TYPE;
  if (raw === undefined || raw === '' || raw === 'classic') return 'classic';
  if (raw === 'quorum') return 'quorum';
  throw new Error(`AMQP_QUEUE_TYPE: valeur invalide « ${raw} » : classic ou quorum attendu`);
}

/** Declaration of a service's RPC queue (`<service>.rpc`). */
export function rpcQueueOptions(type: DurableQueueType): Options.AssertQueue {
  // Classic: declared as it always was (no x-queue-type), so existing queues still match.
  return type === 'quorum' ? { durable: true, arguments: { 'x-queue-type': 'quorum' } } : { durable: true };
}

/**
 * Declaration of a retry queue: no consumer; a message waits for its per-message TTL, then is
 * dead-lettered back to `mainQueue`. As a quorum queue (RabbitMQ >= 3.10 expires per-message
 * TTLs at the head, like a classic one) it dead-letters at-least-once, which RabbitMQ allows
 * only with `reject-publish` overflow: a retry copy is never dropped on its way back.
 */
export function retryQueueOptions(type: DurableQueueType, mainQueue: string): Options.AssertQueue {
  const deadLetter = { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': mainQueue };
  if (type === 'quorum') {
    return {
      durable: true,
      arguments: {
        'x-queue-type': 'quorum',
        ...deadLetter,
        'x-dead-letter-strategy': 'at-least-once',
        'x-overflow': 'reject-publish',
      },
    };
  }
  return { durable: true, arguments: { 'x-queue-type': 'classic', ...deadLetter } };
}
