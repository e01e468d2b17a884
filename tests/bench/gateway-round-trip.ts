import amqp from 'amqplib';
import { createHttpClient } from './http-client.ts';
import { type LoadOptions, runLoad } from './run-load.ts';

// A valid contact form: the gateway validates it and publishes it as a durable command
// (persistent, publisher confirms) on crm.site-forms, then answers 202; crm stores it (the
// query and its outbox event in one PostgreSQL transaction) when it consumes it.
const CONTACT_FORM = JSON.stringify({
  name: 'Banc d’essai',
  email: 'bench@courtage-sante.local',
  postalCode: '33000',
  city: 'Bordeaux',
  message: 'Mesure de performance de la passerelle.',
  consent: true,
});

/** The queue crm consumes the site forms from (services/runtime queuesOf: consumer.purpose). */
export const SITE_FORMS_QUEUE = 'crm.site-forms';

/**
 * Waits until crm has consumed every site form the WRITE scenario queued (at most `timeoutMs`),
 * so that its work is counted in the WRITE scenario's time, not in the next scenario's CPU.
 * Gives the seconds it took.
 */
export async function waitForSiteFormsDrained(amqpUrl: string, timeoutMs = 120_000): Promise<number> {
  const conn = await amqp.connect(amqpUrl);
  const begin = performance.now();
  try {
    const channel = await conn.createChannel();
    while (performance.now() - begin < timeoutMs) {
      const { messageCount } = await channel.checkQueue(SITE_FORMS_QUEUE);
      if (messageCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await conn.close();
  }
  return (performance.now() - begin) / 1000;
}

/** POST /api/v1/contactus: gateway -> durable command on the bus -> 202 (crm stores it after). */
export async function measureGatewayRoundTrip(gatewayUrl: string, options: LoadOptions) {
  const url = new URL('/api/v1/contactus', gatewayUrl);
  const client = createHttpClient(options.concurrency);
  const send = async () => {
    const res = await client.send('POST', url, CONTACT_FORM);
    if (res.status !== 202) throw new Error(`status ${res.status}: ${res.body.slice(0, 300)}`);
  };
  try {
    await send(); // One probe first: a setup problem shows as one clear error, not thousands.
    return await runLoad(send, options);
  } finally {
    client.close();
  }
}
