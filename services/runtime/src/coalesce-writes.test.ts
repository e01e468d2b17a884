import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { amqpSocketOf, coalesceWrites } from './coalesce-writes.ts';

describe('coalesceWrites', () => {
  it('sends the writes of one turn in one writev, in order', async () => {
    const batches: string[][] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        batches.push([String(chunk)]);
        callback();
      },
      writev(chunks, callback) {
        batches.push(chunks.map(({ chunk }) => String(chunk)));
        callback();
      },
    });
    coalesceWrites(stream);
    stream.write('a');
    stream.write('b');
    stream.write('c');
    await new Promise((resolve) => setImmediate(resolve));
    stream.write('d');
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('delivers every byte over a real socket', async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const accepted = once(server, 'connection') as Promise<[Socket]>;
    const client = connect(port, '127.0.0.1');
    const [peer] = await accepted;
    coalesceWrites(client);
    let received = '';
    peer.on('data', (data) => {
      received += String(data);
    });
    for (let i = 0; i < 100; i += 1) client.write(`${i};`);
    client.end();
    await once(peer, 'end');
    server.close();
    expect(received).toBe(Array.from({ length: 100 }, (_, i) => `${i};`).join(''));
  });

  it('finds the socket of an amqplib connection, or says there is none', () => {
    const stream = new Writable();
    expect(amqpSocketOf({ connection: { stream } })).toBe(stream);
    expect(amqpSocketOf({})).toBeNull();
  });
});
