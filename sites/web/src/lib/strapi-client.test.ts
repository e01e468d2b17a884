import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFromStrapi, StrapiError } from './strapi-client.ts';

// A real HTTP server standing in for Strapi's answers (no fetch mock).
let server: Server;
let cmsUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/api/ok')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [{ name: 'FAQ' }], query: request.url }));
    } else if (request.url === '/api/broken') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('<html>not json</html>');
    } else {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":{"status":500}}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failureOf(promise: Promise<unknown>): Promise<StrapiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StrapiError);
  return error as StrapiError;
}

describe('fetchFromStrapi', () => {
  it('returns the parsed JSON, keeping the query string', async () => {
    const body = await fetchFromStrapi<{ data: unknown; query: string }>({
      cmsUrl,
      path: '/api/ok?sort[0]=order:asc',
    });
    expect(body.data).toEqual([{ name: 'FAQ' }]);
    expect(decodeURIComponent(body.query)).toBe('/api/ok?sort[0]=order:asc');
  });

  it('throws an http StrapiError carrying the status', async () => {
    const error = await failureOf(fetchFromStrapi({ cmsUrl, path: '/api/missing' }));
    expect(error).toMatchObject({ kind: 'http', status: 500, path: '/api/missing' });
  });

  it('throws an invalid-response StrapiError when the body is not JSON', async () => {
    const error = await failureOf(fetchFromStrapi({ cmsUrl, path: '/api/broken' }));
    expect(error.kind).toBe('invalid-response');
  });

  it('throws an unreachable StrapiError when nothing listens', async () => {
    const error = await failureOf(fetchFromStrapi({ cmsUrl: 'http://127.0.0.1:9', path: '/api/ok' }));
    expect(error.kind).toBe('unreachable');
  });
});
