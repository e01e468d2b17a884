/**
 * True when a `storage` event says another tab removed the stored session: the sessionId key
 * was removed, or the whole storage was cleared (key null, as a sign-out does).
 */
export function isSessionRemoval(event: { key: string | null; newValue: string | null }): boolean {
  return event.key === null || (event.key === 'sessionId' && event.newValue === null);
}
