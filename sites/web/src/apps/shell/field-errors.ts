import { ApiError } from '../../lib/auth/api-error.ts';

/** The gateway's VALIDATION_FAILED details as { field: message } (last part of the path). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const detail of error.details) {
    const field = String(detail.field ?? '')
      .split(/[./]/)
      .filter(Boolean)
      .pop();
    if (field && !result[field]) result[field] = detail.message;
  }
  return result;
}
