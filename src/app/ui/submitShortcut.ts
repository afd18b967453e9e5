// Every form saves with $mod+Enter from any of its fields (a text area and a select included), as Enter already
// does in a one-line field.
import type { KeyboardEvent } from 'react';

export const submitOnModEnter = (submit: () => void) => (event: KeyboardEvent<HTMLFormElement>) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    submit();
  }
};
