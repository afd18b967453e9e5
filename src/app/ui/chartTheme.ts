// The charts' colours and type, read from the design tokens (tokens.css) when they are drawn: a canvas cannot use
// var(--kr-…), so each colour is the custom property's value in the theme on <html> now, read again when it changes.
import { useMemo } from 'react';
import { useAppliedTheme } from '../state/appearance';

/** A custom property of tokens.css holding a colour. */
export type ColourToken = `--kr-${string}`;

export interface ChartTheme {
  /** the value of each token asked for */
  colour(token: ColourToken): string;
  text: string;
  muted: string;
  grid: string;
  /** the card's background: the gaps between a doughnut's slices, the tooltip's text */
  background: string;
  font: { family: string; size: number };
}

export function readChartTheme(root: HTMLElement = document.documentElement): ChartTheme {
  const style = getComputedStyle(root);
  const value = (token: ColourToken) => style.getPropertyValue(token).trim();
  return {
    colour: value,
    text: value('--kr-text'),
    muted: value('--kr-muted'),
    grid: value('--kr-border'),
    background: value('--kr-bg'),
    font: { family: value('--kr-font-sans'), size: parseFloat(value('--kr-text-caption')) || 12 },
  };
}

/** The chart theme of the theme applied now; a new one (and so a redraw) when data-theme changes. */
export function useChartTheme(): ChartTheme {
  const applied = useAppliedTheme();
  // the values come from the stylesheet; `applied` only says when they change
  return useMemo(() => readChartTheme(), [applied]);
}
