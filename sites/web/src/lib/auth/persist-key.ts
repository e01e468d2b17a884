/** Storage key of the persisted slices: prefix 'persist:' + key 'root' (specification §3). */
export const PERSIST_KEY = 'persist:root';
