import { sampleComparisonRequest } from '../../services/contracts/src/offer/test-requests.ts';
import { createHttpClient } from './http-client.ts';
import { type LoadOptions, runLoad } from './run-load.ts';

// A couple with three children in Ajaccio: the gateway validates it (French rules, postal
// code), calls offer over the bus; offer validates again, prices the 12 plans and stores the
// comparison, its 12 offers and the outbox event in one PostgreSQL transaction.
const BODY = JSON.stringify({ ...sampleComparisonRequest(), consent: false });

/** POST /api/v1/confirm-offer/create-offer: gateway -> bus -> offer -> PostgreSQL and back. */
export async function measureCreateOffer(gatewayUrl: string, options: LoadOptions) {
  const url = new URL('/api/v1/confirm-offer/create-offer', gatewayUrl);
  const client = createHttpClient(options.concurrency);
  const send = async () => {
    const res = await client.send('POST', url, BODY);
    if (res.status !== 201) throw new Error(`status ${res.status}: ${res.body.slice(0, 300)}`);
  };
  try {
    await send();
    return await runLoad(send, options);
  } finally {
    client.close();
  }
}
