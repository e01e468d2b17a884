import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { type LoadOptions, runLoad } from './run-load.ts';

const BODY = Buffer.from(
  JSON.stringify({
    messageId: randomUUID(),
    type: 'bench.site-form.submitted',
    version: 1,
    data: { name: 'Banc d’essai', message: 'Mesure de performance.' },
  }),
);

/**
 * The bare part of a durable command (the WRITE round trip since the site forms answer 202):
 * a persistent message published on a topic exchange to a quorum queue (as the bus's
 * subscription queues), each caller waiting for the broker's confirm; a consumer in the same
 * process acks them, as crm's does. The queue and exchange are deleted at the end.
 */
export async function measureRawAmqpPublish(amqpUrl: string, options: LoadOptions) {
  const conn = await amqp.connect(amqpUrl, { noDelay: true });
  conn.on('error', (error) => console.error('amqp:', error.message));
  const publisher = await conn.createConfirmChannel();
  const consumer = await conn.createChannel();
  const exchange = `bench.raw-publish.${randomUUID()}`;
  const queue = `${exchange}.queue`;
  await publisher.assertExchange(exchange, 'topic', { durable: true, autoDelete: false });
  await publisher.assertQueue(queue, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  await publisher.bindQueue(queue, exchange, 'bench.#');
  await consumer.prefetch(10);
  await consumer.consume(queue, (msg) => {
    if (msg) consumer.ack(msg);
  });
  try {
    return await runLoad(
      () =>
        new Promise<void>((resolve, reject) => {
          publisher.publish(
            exchange,
            'bench.site-form.submitted',
            BODY,
            { persistent: true, messageId: randomUUID(), contentType: 'application/json' },
            (error) => (error ? reject(error) : resolve()),
          );
        }),
      options,
    );
  } finally {
    await publisher.deleteQueue(queue).catch(() => undefined);
    await publisher.deleteExchange(exchange).catch(() => undefined);
    await conn.close();
  }
}
