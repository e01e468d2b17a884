import { Type } from '@sinclair/typebox';

// Patterns rather than `format`: TypeBox's Value.Check rejects formats nobody has
// registered, while a pattern means the same thing to TypeBox and to Fastify's Ajv.

/** A UUID (any version), lower or upper case. */
export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/** An ISO 8601 date-time as produced by `Date.prototype.toISOString()`. */
export const IsoDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:Z|[+-]\\d{2}:\\d{2})$',
});
