// From figure to figure of the overview by keyboard, as a list's cursor moves: j or ↓ to the next, k or ↑ to the
// previous, Home and End to the first and last, from a figure or anything else inside the overview. Tab goes
// through them too; these keys only make it shorter. Handled before the app's keys (which leave a key whose default
// was prevented alone), and only without modifiers.
import type { KeyboardEvent } from 'react';

const NUMBERS = '[data-overview-number]';
type Move = 'next' | 'previous' | 'first' | 'last';
const MOVES: Readonly<Record<string, Move>> = { j: 'next', ArrowDown: 'next', k: 'previous', ArrowUp: 'previous', Home: 'first', End: 'last' };

const follows = (element: Element, other: Element) => (element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

function indexAfterMove(numbers: readonly HTMLElement[], from: Element, move: Move): number {
  if (move === 'first') return 0;
  if (move === 'last') return numbers.length - 1;
  const at = numbers.indexOf(from as HTMLElement);
  if (at >= 0) return move === 'next' ? Math.min(at + 1, numbers.length - 1) : Math.max(at - 1, 0);
  // from a name or a heading: the figure after it, or before it
  if (move === 'next') {
    const after = numbers.findIndex((number) => follows(from, number));
    return after >= 0 ? after : numbers.length - 1;
  }
  const before = numbers.findLastIndex((number) => follows(number, from));
  return Math.max(before, 0);
}

export function moveBetweenNumbers(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
  const move = MOVES[event.key];
  const from = event.target;
  if (!move || !(from instanceof HTMLElement) || !from.matches('a[href], button')) return;
  const numbers = [...event.currentTarget.querySelectorAll<HTMLElement>(NUMBERS)];
  if (numbers.length === 0) return;
  event.preventDefault();
  numbers[indexAfterMove(numbers, from, move)]?.focus();
}
