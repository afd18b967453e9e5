// Where the active item goes for each navigation key, over the whole ranked list (not only the rendered rows).

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp' | 'Home' | 'End';

export const isNavigationKey = (key: string): key is NavigationKey =>
  key === 'ArrowDown' || key === 'ArrowUp' || key === 'PageDown' || key === 'PageUp' || key === 'Home' || key === 'End';

/** The next active item index; stays within the list, no wrapping. */
export function nextItemIndex(key: NavigationKey, current: number, count: number, pageSize: number): number {
  if (count === 0) return -1;
  const last = count - 1;
  const clamp = (index: number) => Math.max(0, Math.min(last, index));
  switch (key) {
    case 'ArrowDown':
      return clamp(current + 1);
    case 'ArrowUp':
      return clamp(current - 1);
    case 'PageDown':
      return clamp(current + Math.max(1, pageSize));
    case 'PageUp':
      return clamp(current - Math.max(1, pageSize));
    case 'Home':
      return 0;
    case 'End':
      return last;
  }
}
