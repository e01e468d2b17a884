import { createHttpClient } from './http-client.ts';
import { type LoadOptions, runLoad } from './run-load.ts';

// A valid contact form: the gateway validates it, calls crm over the bus (RPC), and crm
// inserts the query and its outbox event in one PostgreSQL transaction before answering.
const CONTACT_FORM = JSON.stringify({
  name: 'Banc d’essai',
  email: 'bench@courtage-sante.local',
  postalCode: '33000',
  city: 'Bordeaux',
  message: 'Mesure de performance de la passerelle.',
  consent: true,
});

/** POST /api/v1/contactus: gateway -> bus -> crm -> PostgreSQL and back. */
export async function measureGatewayRoundTrip(gatewayUrl: string, options: LoadOptions) {
  const url = new URL('/api/v1/contactus', gatewayUrl);
  const client = createHttpClient(options.concurrency);
  const send = async () => {
    const res = await client.send('POST', url, CONTACT_FORM);
    if (res.status !== 201) throw new Error(`status ${res.status}: ${res.body.slice(0, 300)}`);
  };
  try {
    await send(); // One probe first: a setup problem shows as one clear error, not thousands.
    return await runLoad(send, options);
  } finally {
    client.close();
  }
}
