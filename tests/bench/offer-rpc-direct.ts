import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { type LoadOptions, runLoad } from './run-load.ts';

/**
 * `offer.list-slots` called straight on the bus with raw amqplib (direct reply-to, `noDelay`),
 * no gateway: the offer service's share of the READ round trip (request check, one SELECT,
 * reply check) next to the raw echo's.
 */
export async function measureOfferRpcDirect(amqpUrl: string, options: LoadOptions) {
  const conn = await amqp.connect(amqpUrl, { noDelay: true });
  conn.on('error', (error) => console.error('amqp:', error.message));
  const channel = await conn.createChannel();
  const pending = new Map<string, (content: Buffer) => void>();
  await channel.consume(
    'amq.rabbitmq.reply-to',
    (msg) => {
      if (msg) pending.get(msg.properties.correlationId)?.(msg.content);
    },
    { noAck: true },
  );
  const call = () =>
    new Promise<void>((resolve, reject) => {
      const correlationId = randomUUID();
      pending.set(correlationId, (content) => {
        pending.delete(correlationId);
        const reply = JSON.parse(content.toString('utf8')) as { ok: boolean };
        if (reply.ok) resolve();
        else reject(new Error(`offer.list-slots: ${content.toString('utf8').slice(0, 300)}`));
      });
      const body = {
        type: 'offer.list-slots',
        version: 1,
        data: { days: 1 },
        meta: { correlationId, actor: { kind: 'visitor' } },
      };
      channel.sendToQueue('offer.rpc', Buffer.from(JSON.stringify(body)), {
        correlationId,
        replyTo: 'amq.rabbitmq.reply-to',
        expiration: '5000',
        contentType: 'application/json',
      });
    });
  try {
    await call();
    return await runLoad(call, options);
  } finally {
    await conn.close();
  }
}
