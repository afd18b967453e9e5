import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository's folder (the one with package.json), found upwards from `from`: the same run as source or bundled into dist/tools. */
export function repoRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}
