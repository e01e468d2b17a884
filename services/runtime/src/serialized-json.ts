import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * An RPC request already serialized as UTF-8 JSON, in pieces: the bus sends it as it is, without
 * checking it against the request schema (the service checks every request on arrival) nor
 * serializing it again. Made by serializeInTurns for requests too large to stringify in one go.
 */
export class SerializedJson {
  readonly chunks: readonly Buffer[];
  constructor(chunks: readonly Buffer[]) {
    this.chunks = chunks;
  }

  get text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * `value` as JSON, its large array `arrayKey` serialized and encoded `itemsPerTurn` items at a
 * time with a turn of the event loop between two slices: a 20,000-row CSV table (about 8 MiB)
 * would hold the loop for 40 to 110 ms in one JSON.stringify and Buffer.from, here a few
 * milliseconds at a time. The pieces stay Buffers: no 8 MiB string is ever joined or encoded.
 */
export async function serializeInTurns(
  value: Record<string, unknown>,
  arrayKey: string,
  itemsPerTurn = 250,
): Promise<SerializedJson> {
  const items = value[arrayKey];
  if (!Array.isArray(items)) return new SerializedJson([Buffer.from(JSON.stringify(value))]);
  const { [arrayKey]: _array, ...rest } = value;
  const head = JSON.stringify(rest);
  const chunks = [
    Buffer.from(`${head === '{}' ? '{' : `${head.slice(0, -1)},`}${JSON.stringify(arrayKey)}:[`),
  ];
  for (let start = 0; start < items.length; start += itemsPerTurn) {
    if (start > 0) await nextTurn();
    // `[a,b]` -> `a,b`, and a comma before every slice but the first.
    const slice = JSON.stringify(items.slice(start, start + itemsPerTurn)).slice(1, -1);
    chunks.push(Buffer.from(start > 0 ? `,${slice}` : slice));
  }
  chunks.push(Buffer.from(']}'));
  return new SerializedJson(chunks);
}
