import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { optimizeImage, parseWidth, pickFormat } from './optimize-image.ts';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A solid-colour RGB PNG of that size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sharp = createRequire(import.meta.url)('sharp') as (input: Buffer) => {
  metadata: () => Promise<{ format?: string; width?: number; height?: number }>;
};

describe('CMS image optimisation', () => {
  it('prefers AVIF, then WebP, else the original', () => {
    expect(pickFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(pickFormat('image/webp,*/*')).toBe('webp');
    expect(pickFormat('*/*')).toBeNull();
    expect(pickFormat(null)).toBeNull();
  });

  it('accepts only the fixed widths', () => {
    expect(parseWidth('768')).toBe(768);
    expect(parseWidth('769')).toBeNull();
    expect(parseWidth('1e3')).toBeNull();
    expect(parseWidth(null)).toBeNull();
  });

  it('converts to WebP and AVIF, resized, never enlarged', async () => {
    const original = png(1600, 800);
    const webp = await sharp(await optimizeImage('a.png', original, 480, 'webp')).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 480, height: 240 });
    const avif = await sharp(await optimizeImage('a.png', original, 1440, 'avif')).metadata();
    expect(avif).toMatchObject({ format: 'heif', width: 1440, height: 720 });
    const small = await sharp(await optimizeImage('b.png', png(300, 200), 1440, 'webp')).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });
});
