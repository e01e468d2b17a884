/**
 * Whether an error thrown by a handler means "a dependency cannot be reached right now"
 * (PostgreSQL restarting or refusing connections, Redis disconnected) rather than a bug:
 * the RPC server then answers UNAVAILABLE (the gateway's French 503) instead of INTERNAL.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTCONN',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs of a server going away or not accepting connections: class 08
// (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now.
const PG_UNAVAILABLE = /^(08...|57P0[123])$/;

const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Connection is closed', // ioredis
  'Reached the max retries per request limit', // ioredis
  'the database system is', // starting up / shutting down
];

export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.some((part) => message.includes(part))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isUnavailableError(inner, depth + 1))) return true;
  return isUnavailableError(cause, depth + 1);
}
