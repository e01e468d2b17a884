import type { Writable } from 'node:stream';

/**
 * Makes the writes of one event-loop turn leave as one `writev`: the first write of a turn
 * corks the stream and the next tick uncorks it. amqplib writes each frame with its own
 * `write` (a reply and its ack, or the calls published in one turn, are separate syscalls);
 * on this path a syscall costs more than the work around it (tests/bench). The bytes, their
 * order and the stream's backpressure are unchanged.
 */
export function coalesceWrites(stream: Writable): void {
  const write = stream.write;
  const uncork = () => stream.uncork();
  stream.write = function coalescedWrite(this: Writable, ...args: Parameters<Writable['write']>) {
    if (this.writableCorked === 0) {
      this.cork();
      process.nextTick(uncork);
    }
    return write.apply(this, args);
  } as Writable['write'];
}

/** The socket under an amqplib connection (amqplib keeps it as `connection.stream`). */
export function amqpSocketOf(model: unknown): Writable | null {
  const stream = (model as { connection?: { stream?: unknown } }).connection?.stream;
  return stream && typeof (stream as Writable).cork === 'function' ? (stream as Writable) : null;
}
