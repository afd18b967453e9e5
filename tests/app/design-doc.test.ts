// @vitest-environment node
// docs/design.md stays true to src/app/styles/tokens.css: every token has its row in the doc's tables with its
// values (light, then compact or dark where it has one), and the doc names no token the stylesheet does not have.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Each token's values in tokens.css: the light (`:root`) one first, then its compact or dark one. */
function tokenValues(css: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  const blocks = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(:root(?:\[[^\]]+\])?)\s*\{([^}]*)\}/g);
  for (const [, selector, body] of blocks) {
    for (const [, name, value] of (body ?? '').matchAll(/(--kr-[\w-]+)\s*:\s*([^;]+);/g)) {
      const normalised = (value ?? '').replace(/\s+/g, ' ').trim();
      if (selector === ':root') values.set(name!, [normalised]);
      else values.get(name!)?.push(normalised);
    }
  }
  return values;
}

/** Each token's row in the doc's tables: the cells that are only code (`…`), in order. */
function documentedValues(markdown: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim()).filter((cell) => cell !== '');
    const name = /^`(--kr-[\w-]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!line.startsWith('|') || !name) continue;
    rows.set(name, cells.slice(1).flatMap((cell) => /^`([^`]*)`$/.exec(cell)?.slice(1) ?? []));
  }
  return rows;
}

/** What differs: a token missing from the doc or with other values there, a token the stylesheet does not have. */
function differences(css: string, markdown: string): string[] {
  const tokens = tokenValues(css);
  const documented = documentedValues(markdown);
  const found: string[] = [];
  for (const [name, values] of tokens) {
    const row = documented.get(name);
    if (!row) found.push(`${name} is not in the doc`);
    else if (JSON.stringify(row) !== JSON.stringify(values)) found.push(`${name}: the doc says ${row.join(' / ')}, tokens.css ${values.join(' / ')}`);
  }
  for (const name of documented.keys()) if (!tokens.has(name)) found.push(`${name} is in the doc, not in tokens.css`);
  return found;
}

describe('docs/design.md', () => {
  it('has every token of tokens.css with its values, and no other', () => {
    const css = read('src/app/styles/tokens.css');
    expect(tokenValues(css).size).toBeGreaterThan(40);
    expect(differences(css, read('docs/design.md'))).toEqual([]);
  });
});

describe('the comparison', () => {
  const css = ":root {\n  /* a comment; --kr-x: 1px; */\n  --kr-bg: #fff;\n  --kr-row: 36px;\n  --kr-gap: 4px;\n}\n:root[data-density='compact'] { --kr-row: 28px; }\n:root[data-theme='dark'] { --kr-bg: #111; }";

  it('finds a token missing, a value changed, a value missing and a token that is gone', () => {
    const markdown = ['| token | light | dark |', '| --- | --- | --- |', '| `--kr-bg` | `#fff` | `#000` | the page |', '| `--kr-row` | `36px` |', '| `--kr-old` | `1px` | gone |'].join('\n');
    expect(differences(css, markdown)).toEqual([
      '--kr-bg: the doc says #fff / #000, tokens.css #fff / #111',
      '--kr-row: the doc says 36px, tokens.css 36px / 28px',
      '--kr-gap is not in the doc',
      '--kr-old is in the doc, not in tokens.css',
    ]);
  });

  it('accepts a doc that says what the stylesheet says, whatever the other columns hold', () => {
    const markdown = ['| `--kr-bg` | `#fff` | `#111` | pages (`main`) |', '| `--kr-row` | `36px` | `28px` |', '| `--kr-gap` | `4px` | space |'].join('\n');
    expect(differences(css, markdown)).toEqual([]);
  });
});
