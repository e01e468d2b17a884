import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { type LoadOptions, runLoad } from './run-load.ts';

/** A raw amqplib RPC over direct reply-to (noDelay), echoed by a consumer in the same process. */
export async function measureRawAmqpRpc(amqpUrl: string, options: LoadOptions) {
  const serverConn = await amqp.connect(amqpUrl, { noDelay: true });
  const clientConn = await amqp.connect(amqpUrl, { noDelay: true });
  for (const conn of [serverConn, clientConn])
    conn.on('error', (error) => console.error('amqp:', error.message));
  const serverChannel = await serverConn.createChannel();
  const clientChannel = await clientConn.createChannel();
  const queue = `bench.raw-rpc.${randomUUID()}`;
  await serverChannel.assertQueue(queue, { exclusive: true, autoDelete: true });
  await serverChannel.consume(
    queue,
    (msg) => {
      if (!msg) return;
      serverChannel.sendToQueue(msg.properties.replyTo, msg.content, {
        correlationId: msg.properties.correlationId,
      });
      serverChannel.ack(msg);
    },
    { noAck: false },
  );
  const pending = new Map<string, () => void>();
  await clientChannel.consume(
    'amq.rabbitmq.reply-to',
    (msg) => {
      if (msg) pending.get(msg.properties.correlationId)?.();
    },
    { noAck: true },
  );
  const body = Buffer.from(JSON.stringify({ type: 'bench.echo', version: 1, data: { n: 1 } }));
  try {
    return await runLoad(
      () =>
        new Promise<void>((resolve) => {
          const correlationId = randomUUID();
          pending.set(correlationId, () => {
            pending.delete(correlationId);
            resolve();
          });
          clientChannel.sendToQueue(queue, body, {
            correlationId,
            replyTo: 'amq.rabbitmq.reply-to',
            expiration: '5000',
          });
        }),
      options,
    );
  } finally {
    await clientConn.close();
    await serverConn.close();
  }
}
