import { Agent, request } from 'node:http';

/** A keep-alive HTTP client with one socket per concurrent caller: the same for every target,
 * so that its own cost is part of the bare-server baseline too. */
export function createHttpClient(concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

  function send(method: string, url: URL, body?: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent,
          headers: body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  return { send, close: () => agent.destroy() };
}
