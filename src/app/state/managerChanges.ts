// Who manages an event changes from the palette, the panel, and undo or redo from anywhere: whatever shows an event's
// managers (the managers panel) hears of each change here and reads them again.
type Listener = (eventId: number) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with the event whose managers changed; answers the unsubscribe. */
export function onManagersChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function managersChanged(eventId: number): void {
  for (const listener of [...listeners]) listener(eventId);
}
