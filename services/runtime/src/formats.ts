import { FormatRegistry } from '@sinclair/typebox';

// TypeBox rejects any value whose schema names a format it does not know, so the
// formats the contracts use are registered once, here, for every process.
const FORMATS: Record<string, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i,
  time: /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/,
  uri: /^[a-z][a-z0-9+.-]*:\S+$/i,
  ipv4: /^(\d{1,3}\.){3}\d{1,3}$/,
};

export function registerFormats(): void {
  for (const [name, pattern] of Object.entries(FORMATS)) {
    if (FormatRegistry.Has(name)) continue;
    if (name === 'date' || name === 'date-time') {
      FormatRegistry.Set(name, (value) => pattern.test(value) && !Number.isNaN(Date.parse(value)));
    } else {
      FormatRegistry.Set(name, (value) => pattern.test(value));
    }
  }
}
