import { sequence } from 'astro/middleware';
import { previewMiddleware } from './lib/cms/preview-middleware.ts';
import { securityMiddleware } from './lib/security/security-middleware.ts';

// Security headers innermost: the preview middleware then re-allows framing by the CMS only.
export const onRequest = sequence(previewMiddleware, securityMiddleware);
