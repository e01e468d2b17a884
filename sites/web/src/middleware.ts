import { sequence } from 'astro/middleware';
import { previewMiddleware } from './lib/cms/preview-middleware.ts';
import { compressMiddleware } from './lib/http/compress-middleware.ts';
import { securityMiddleware } from './lib/security/security-middleware.ts';

// Security headers innermost: the preview middleware then re-allows framing by the CMS only.
// Compression outermost: it gzips the final body and keeps every header.
export const onRequest = sequence(compressMiddleware, previewMiddleware, securityMiddleware);
