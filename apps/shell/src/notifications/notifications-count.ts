/** The bell's count, told by the page that changed it (the page lists and marks; the bell shows). */
type Listener = (unread: number) => void;
const listeners = new Set<Listener>();

export function announceNotifications(unread: number): void {
  for (const listener of listeners) listener(unread);
}

export function onNotificationsCount(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
