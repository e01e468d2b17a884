import { sequence } from 'astro/middleware';
import { previewMiddleware } from './lib/cms/preview-middleware.ts';

export const onRequest = sequence(previewMiddleware);
