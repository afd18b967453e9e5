// Issue 22, "Done when": the initial JS (the entry and what it imports statically, icons tree-shaken) stays within
// 150 KB gzipped and all the CSS within 30 KB gzipped. Sizes of the production build made by buildOnce.ts, read as
// the bench reads them (tests/bench/bundleSizes.mjs): deterministic, not timings.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSizes } from '../bench/bundleSizes.mjs';

const INITIAL_JS_BUDGET_KB = 150;
const CSS_BUDGET_KB = 30;

describe('bundle budgets (issue 22)', () => {
  const sizes = bundleSizes();

  it('measures the real build: the entry and its static imports, and the stylesheets', () => {
    expect(sizes.initial_files.some((file) => /^main-[A-Z0-9]+\.js$/.test(file))).toBe(true);
    expect(sizes.initial_js_kb_gzip).toBeGreaterThan(0);
    expect(Object.keys(sizes.css_files_kb_gzip).some((file) => /^main-[A-Z0-9]+\.css$/.test(file))).toBe(true);
  });

  it(`keeps the initial JS within ${INITIAL_JS_BUDGET_KB} KB gzipped`, () => {
    expect(sizes.initial_js_kb_gzip, `initial JS: ${sizes.initial_files.join(', ')}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  });

  it(`keeps all the CSS within ${CSS_BUDGET_KB} KB gzipped`, () => {
    expect(sizes.css_kb_gzip, `CSS: ${JSON.stringify(sizes.css_files_kb_gzip)}`).toBeLessThanOrEqual(CSS_BUDGET_KB);
  });

  it('ships each stylesheet once: the table\'s and the records kit\'s rules are in one CSS file, not one per lazy screen', () => {
    const folder = join(import.meta.dirname, '..', '..', 'dist', 'app', 'assets');
    const css = readdirSync(folder).filter((file) => file.endsWith('.css'));
    const holding = (rule: string) => css.filter((file) => readFileSync(join(folder, file), 'utf8').includes(rule));
    expect(holding('.kr-grid{')).toHaveLength(1);
    expect(holding('.kr-form-errors{')).toHaveLength(1);
  });
});
