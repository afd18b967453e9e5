// Which part of the screen owns the keyboard: modal > palette > side panel > table > page.
// Overlays push a layer while open; the key bindings read the top to decide what may fire.

export type Layer = 'page' | 'table' | 'panel' | 'palette' | 'modal';

const RANK: Record<Layer, number> = { page: 0, table: 1, panel: 2, palette: 3, modal: 4 };

let entries: Array<{ layer: Layer; token: symbol }> = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Pushes a layer; the returned function removes exactly that entry (safe to call twice). */
export function pushLayer(layer: Layer): () => void {
  const token = Symbol(layer);
  entries = [...entries, { layer, token }];
  changed();
  return () => {
    const before = entries.length;
    entries = entries.filter((entry) => entry.token !== token);
    if (entries.length !== before) changed();
  };
}

/** The highest-ranked open layer ('page' when nothing is open). */
export function topLayer(): Layer {
  let top: Layer = 'page';
  for (const { layer } of entries) if (RANK[layer] > RANK[top]) top = layer;
  return top;
}

export function subscribeLayers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests. */
export function resetLayers(): void {
  entries = [];
  changed();
}
