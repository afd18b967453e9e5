// How a tinykeys string is shown: "$mod+Shift+e" → ["Ctrl", "Shift", "E"] (⌘ on Apple), "g d" → ["G", "then", "D"].

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const NAMES: Record<string, string> = {
  arrowdown: '↓', arrowup: '↑', arrowleft: '←', arrowright: '→', escape: 'Esc', space: 'Space', enter: 'Enter',
  backspace: 'Backspace', delete: 'Delete', home: 'Home', end: 'End', pageup: 'PgUp', pagedown: 'PgDn',
};

function pressLabel(press: string): string[] {
  const parts = press.split('+');
  const key = parts.pop() ?? '';
  const modifiers = parts.map((modifier) => {
    if (modifier === '$mod') return isApple() ? '⌘' : 'Ctrl';
    if (modifier === 'Alt') return isApple() ? '⌥' : 'Alt';
    return modifier;
  });
  const name = NAMES[key.toLowerCase()] ?? (key.length === 1 ? key.toUpperCase() : key);
  return [...modifiers, name];
}

/** Each press of a sequence as a list of key caps. */
export function keyCaps(keys: string): string[][] {
  return keys.split(' ').map(pressLabel);
}

/** A plain-text label for screen readers and titles: "Ctrl+K", "G D". */
export function keysText(keys: string): string {
  return keyCaps(keys).map((press) => press.join('+')).join(' ');
}
