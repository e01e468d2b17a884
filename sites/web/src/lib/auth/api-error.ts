/** A refused or failed call, with the gateway's French message (or ours when none came). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Array<{ field: string; message: string }>;

  constructor(status: number, code: string, message: string, details: unknown = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = Array.isArray(details) ? (details as Array<{ field: string; message: string }>) : [];
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';

/** The French message to show for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return error.message || 'Vous n’avez pas accès à cette page.';
    return error.message;
  }
  return NETWORK_ERROR_MESSAGE;
}
