import { createRequire } from 'node:module';

/** The widths a page may ask for (`/uploads/x.png?w=768`): a fixed set, so the cache stays small. */
export const IMAGE_WIDTHS = [480, 768, 1080, 1440] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = 'avif' | 'webp';

/** AVIF when the browser says it takes it, else WebP, else null (send the original). */
export function pickFormat(accept: string | null): ImageFormat | null {
  if (!accept) return null;
  if (accept.includes('image/avif')) return 'avif';
  if (accept.includes('image/webp')) return 'webp';
  return null;
}

export function parseWidth(value: string | null): ImageWidth | null {
  if (value === null) return null;
  const width = Number(value);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : null;
}

type Sharp = (input: Buffer) => {
  resize: (options: { width: number; withoutEnlargement: boolean }) => ReturnType<Sharp>;
  avif: (options: { quality: number }) => ReturnType<Sharp>;
  webp: (options: { quality: number }) => ReturnType<Sharp>;
  toBuffer: () => Promise<Buffer>;
};

// sharp is a native module: loaded at run time from node_modules, never bundled into the server.
const sharp = createRequire(import.meta.url)('sharp') as Sharp;

/** Bounded memory cache of converted images (CMS file names carry a hash: they never change). */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

function remember(key: string, image: Buffer): void {
  cache.set(key, image);
  cachedBytes += image.length;
  for (const [oldest, value] of cache) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= value.length;
  }
}

/** The image at that width (never enlarged) in that format; converted once, then from memory. */
export async function optimizeImage(
  key: string,
  original: Buffer,
  width: ImageWidth | null,
  format: ImageFormat,
): Promise<Buffer> {
  const cacheKey = `${key}|${width ?? 'original'}|${format}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  let pipeline = sharp(original);
  if (width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
  const converted = await (format === 'avif'
    ? pipeline.avif({ quality: 55 })
    : pipeline.webp({ quality: 75 })
  ).toBuffer();
  remember(cacheKey, converted);
  return converted;
}
