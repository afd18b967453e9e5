// The design tokens (src/app/styles/tokens.css) on the test's page for the whole file, as the app's entry loads them,
// for tests of what reads them at draw time (the charts); answers the themes' values the contrast test reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { themesOf } from './tokenContrast';

export function tokensOnPage(): ReturnType<typeof themesOf> {
  const tokensCss = readFileSync(join(import.meta.dirname, '../../src/app/styles/tokens.css'), 'utf8');
  const stylesheet = document.createElement('style');
  beforeAll(() => {
    stylesheet.textContent = tokensCss;
    document.head.append(stylesheet);
  });
  afterAll(() => stylesheet.remove());
  return themesOf(tokensCss);
}
