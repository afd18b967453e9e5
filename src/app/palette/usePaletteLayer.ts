// While the palette is open it is the keys' top layer and the lists it searches load; when it closes, the focus
// goes back where the user was.
import { useEffect, useState } from 'react';
import { pushLayer } from '../keys/focusStack';
import { restoreFocus } from '../ui/restoreFocus';
import type { PaletteLists } from './useListIndex';
import { LISTED_SECTIONS } from '../sections/declared';

export function usePaletteLayer(lists: PaletteLists): void {
  const [returnFocusTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const popLayer = pushLayer('palette');
    for (const id of LISTED_SECTIONS) {
      const store = lists[id];
      if (store.state.status === 'idle') void store.load();
    }
    return () => {
      popLayer();
      // back to where the user was, unless what ran meanwhile (a side panel, a new screen) took the focus
      const focused = document.activeElement;
      if (!focused || focused === document.body) restoreFocus(returnFocusTo);
    };
  }, [lists, returnFocusTo]);
}
