import type { ConfirmChannel, Options } from 'amqplib';

/** Publishes on a confirm channel and resolves once the broker has taken responsibility for it. */
export function publishConfirmed(
  channel: ConfirmChannel,
  exchange: string,
  routingKey: string,
  content: Buffer,
  options: Options.Publish,
): Promise<void> {
  return new Promise((resolve, reject) => {
    try {
      channel.publish(exchange, routingKey, content, options, (error) => (error ? reject(error) : resolve()));
    } catch (error) {
      reject(error);
    }
  });
}
