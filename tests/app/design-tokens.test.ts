// @vitest-environment node
// The contrast of every pair of colour tokens the app draws, in both themes of tokens.css: text ≥ 4.5:1, controls and
// graphics (borders of fields, focus rings, filled buttons, chart marks) ≥ 3:1 (WCAG 2.2, 1.4.3 and 1.4.11).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio, opaqueColourTokens, parseOpaqueColour, resolveToken, themesOf, type ContrastPair } from './tokenContrast';

const TEXT = 4.5;
const CONTROL = 3;

const on = (fores: readonly string[], backs: readonly string[], minimum: number): ContrastPair[] =>
  fores.flatMap((fore) => backs.map((back) => ({ fore, back, minimum })));

/** Backgrounds body text sits on: the page, panels and bars, hovered and selected rows, filter chips. */
const TEXT_BACKGROUNDS = ['--kr-bg', '--kr-surface', '--kr-raised', '--kr-surface-hover', '--kr-selected', '--kr-selected-hover', '--kr-accent-soft'];
const SEMANTIC = ['success', 'warning', 'danger', 'info', 'pending', 'neutral'];

const PAIRS: readonly ContrastPair[] = [
  ...on(['--kr-text', '--kr-muted'], TEXT_BACKGROUNDS, TEXT),
  ...on(['--kr-accent'], ['--kr-bg', '--kr-surface', '--kr-raised', '--kr-surface-hover', '--kr-selected', '--kr-accent-soft'], TEXT),
  ...on(['--kr-danger'], ['--kr-bg', '--kr-surface', '--kr-raised', '--kr-selected', '--kr-danger-soft'], TEXT),
  // the pressed language button: the page's colours swapped
  { fore: '--kr-bg', back: '--kr-text', minimum: TEXT },
  { fore: '--kr-disabled-text', back: '--kr-disabled-bg', minimum: TEXT },
  ...on(['--kr-on-accent'], ['--kr-accent-fill', '--kr-accent-fill-hover'], TEXT),
  ...on(['--kr-on-danger'], ['--kr-danger-fill', '--kr-danger-fill-hover'], TEXT),
  // a row changed elsewhere flashes this background behind its text
  { fore: '--kr-text', back: '--kr-highlight', minimum: TEXT },
  // chips, toasts and notices: each strong tone on its soft one and on the page; notices keep body text on the soft one
  ...SEMANTIC.flatMap((tone) => [
    { fore: `--kr-${tone}`, back: `--kr-${tone}-soft`, minimum: TEXT },
    { fore: `--kr-${tone}`, back: '--kr-bg', minimum: TEXT },
    { fore: `--kr-${tone}`, back: '--kr-surface', minimum: TEXT },
    { fore: `--kr-${tone}`, back: '--kr-raised', minimum: TEXT },
    { fore: '--kr-text', back: `--kr-${tone}-soft`, minimum: TEXT },
  ]),

  ...on(['--kr-border-strong'], ['--kr-bg', '--kr-surface', '--kr-raised'], CONTROL),
  ...on(['--kr-focus'], ['--kr-bg', '--kr-surface', '--kr-raised', '--kr-surface-hover', '--kr-selected', '--kr-selected-hover', '--kr-accent-soft'], CONTROL),
  ...on(['--kr-accent-fill', '--kr-accent-fill-hover', '--kr-danger-fill', '--kr-danger-fill-hover'], ['--kr-bg', '--kr-surface', '--kr-raised'], CONTROL),
  // the bar that marks the palette's chosen option, the booklet's active field
  { fore: '--kr-accent', back: '--kr-selected', minimum: CONTROL },
  // a field's invalid border
  ...on(['--kr-danger'], ['--kr-bg', '--kr-surface', '--kr-raised'], CONTROL),
];

/** Colour tokens no pair needs: decorative separators, which WCAG does not ask to stand out (1.4.11). */
const DECORATIVE = ['--kr-border'];

const themes = themesOf(readFileSync(new URL('../../src/app/styles/tokens.css', import.meta.url), 'utf8'));

describe('the design tokens', () => {
  it.each(['light', 'dark'] as const)('reach their contrast in the %s theme', (theme) => {
    expect(contrastFailures(theme, themes[theme], PAIRS)).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('are all checked in some pair in the %s theme, or named decorative', (theme) => {
    const checked = new Set([...PAIRS.flatMap((pair) => [pair.fore, pair.back]), ...DECORATIVE]);
    expect(opaqueColourTokens(themes[theme]).filter((name) => !checked.has(name))).toEqual([]);
  });

  it('give the dark theme its own value for every colour', () => {
    const lightOnly = opaqueColourTokens(themes.light).filter((name) => themes.dark[name] === themes.light[name] && !/^var\(/.test(themes.light[name] ?? ''));
    // white on a filled button reads in both themes
    expect(lightOnly).toEqual(['--kr-on-accent', '--kr-on-danger']);
  });
});

describe('the contrast checker', () => {
  const css = `
    /* a comment { --kr-ignored: #000; } */
    :root { --kr-bg: #ffffff; --kr-text: #000; --kr-muted: #777777; --kr-link: var(--kr-text); --kr-shade: rgb(0 0 0 / 40%); }
    :root[data-density='compact'] { --kr-row-height: 28px; }
    :root[data-theme="dark"] { --kr-bg: #000000; --kr-text: #fff; }
  `;
  const sample = themesOf(css);

  it('measures WCAG ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });

  it('reads both themes, dark over light, and follows var()', () => {
    expect(sample.light['--kr-bg']).toBe('#ffffff');
    expect(sample.dark['--kr-bg']).toBe('#000000');
    expect(sample.dark['--kr-muted']).toBe('#777777');
    expect(resolveToken(sample.dark, '--kr-link')).toBe('#fff');
    expect(opaqueColourTokens(sample.light)).toEqual(['--kr-bg', '--kr-text', '--kr-muted', '--kr-link']);
    expect(parseOpaqueColour('rgb(0 0 0 / 40%)')).toBeNull();
    expect(parseOpaqueColour('rgb(18, 52, 86)')).toEqual([18, 52, 86]);
  });

  it('names the theme, the pair and the ratio of a pair that fails', () => {
    const pairs = [
      { fore: '--kr-text', back: '--kr-bg', minimum: TEXT },
      { fore: '--kr-muted', back: '--kr-bg', minimum: TEXT },
    ];
    expect(contrastFailures('light', sample.light, pairs)).toEqual(['light: --kr-muted on --kr-bg is 4.48:1, needs 4.5:1']);
    expect(contrastFailures('dark', sample.dark, pairs)).toEqual([]);
    expect(contrastFailures('dark', sample.dark, [{ fore: '--kr-muted', back: '--kr-bg', minimum: 7 }])).toEqual(['dark: --kr-muted on --kr-bg is 4.69:1, needs 7:1']);
  });

  it('refuses a translucent or undefined token in a pair', () => {
    expect(contrastFailures('light', sample.light, [{ fore: '--kr-shade', back: '--kr-bg', minimum: CONTROL }])).toEqual([
      'light: --kr-shade on --kr-bg is not a pair of opaque colours',
    ]);
    expect(() => contrastFailures('light', sample.light, [{ fore: '--kr-missing', back: '--kr-bg', minimum: CONTROL }])).toThrow('--kr-missing is not defined');
  });
});
