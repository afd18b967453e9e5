// Reads the colour tokens of tokens.css per theme and measures WCAG 2 contrast between pairs of them.
// Used by design-tokens.test.ts; kept apart so that the checker itself can be tested on made-up stylesheets.

export type ThemeName = 'light' | 'dark';
export type Tokens = Record<string, string>;

const LIGHT_SELECTOR = ':root';
const DARK_SELECTOR = ":root[data-theme='dark']";

/** The custom properties of each theme: dark is light's values with the dark block's over them. */
export function themesOf(css: string): Record<ThemeName, Tokens> {
  const blocks = new Map<string, Tokens>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectorText = '', body = ''] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = selectorText.trim().replaceAll('"', "'");
    const declarations: Tokens = { ...blocks.get(selector) };
    for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);?/g)) declarations[name] = value.trim();
    blocks.set(selector, declarations);
  }
  const light = blocks.get(LIGHT_SELECTOR);
  const dark = blocks.get(DARK_SELECTOR);
  if (!light || !dark) throw new Error(`tokens.css needs a ${LIGHT_SELECTOR} block and a ${DARK_SELECTOR} block`);
  return { light, dark: { ...light, ...dark } };
}

/** A token's value with its var() references followed. */
export function resolveToken(tokens: Tokens, name: string, seen: readonly string[] = []): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`${name} is not defined`);
  if (seen.includes(name)) throw new Error(`${[...seen, name].join(' → ')} refer to each other`);
  const referenced = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return referenced ? resolveToken(tokens, referenced, [...seen, name]) : value;
}

export type Rgb = readonly [number, number, number];

/** An opaque colour (#rgb, #rrggbb, rgb(r g b), rgb(r, g, b)); null for anything else, translucent ones included. */
export function parseOpaqueColour(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
  }
  const rgb = /^rgb\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)$/i.exec(value.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** The colour tokens a theme draws with: every custom property whose value is an opaque colour. */
export function opaqueColourTokens(tokens: Tokens): string[] {
  return Object.keys(tokens).filter((name) => parseOpaqueColour(resolveToken(tokens, name)) !== null);
}

function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

export interface ContrastPair {
  /** the token drawn: text, an icon, a border */
  fore: string;
  /** the token it is drawn on */
  back: string;
  /** 4.5 for text, 3 for controls and graphics */
  minimum: number;
}

/** The pairs below their minimum in `theme`, each named with its ratio; empty when every pair passes. */
export function contrastFailures(themeName: ThemeName, tokens: Tokens, pairs: readonly ContrastPair[]): string[] {
  const failures: string[] = [];
  for (const { fore, back, minimum } of pairs) {
    const foreColour = parseOpaqueColour(resolveToken(tokens, fore));
    const backColour = parseOpaqueColour(resolveToken(tokens, back));
    if (!foreColour || !backColour) {
      failures.push(`${themeName}: ${fore} on ${back} is not a pair of opaque colours`);
      continue;
    }
    const ratio = contrastRatio(foreColour, backColour);
    if (ratio < minimum) failures.push(`${themeName}: ${fore} on ${back} is ${ratio.toFixed(2)}:1, needs ${minimum}:1`);
  }
  return failures;
}
