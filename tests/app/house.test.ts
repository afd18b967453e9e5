// @vitest-environment node
// The house rules of docs/architecture.md ("House rules (checked)"), checked on the import graph of src/ and
// commands/. Type-only imports count: they are dependencies of the design even though they are erased.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildImportGraph,
  describeEdge,
  importCycles,
  importSpecifiers,
  readSourceFiles,
  ruleViolations,
  type HouseRule,
} from './importGraph';

const houseRules: readonly HouseRule[] = [
  {
    from: 'commands/',
    mayNotImport: ['src/app/screens/'],
    why:
      'commands are reached from the palette, keys and buttons before any screen loads; importing a screen ties ' +
      'an action to one view and pulls that lazy chunk forward (shared code belongs in commands/ or src/app outside screens/)',
  },
  {
    from: 'src/app/screens/<folder>/',
    mayNotImport: ['src/app/screens/<folder>/'],
    why:
      'each section is its own lazy chunk; one screen folder importing another couples the sections and moves code ' +
      'between chunks (share through commands/, state/, table/, ui/ or services/)',
  },
  {
    from: 'src/server/',
    mayNotImport: ['src/app/', 'commands/'],
    why: 'the server is a separate Node program; it shares only src/contract with the app',
  },
  {
    from: 'src/app/',
    mayNotImport: ['src/server/'],
    why: 'the app reaches the server only over HTTP through src/app/api; server code (SQLite, node:) must not enter the browser bundle',
  },
  {
    from: 'commands/',
    mayNotImport: ['src/server/'],
    why: 'commands run in the browser and reach the server only over HTTP through src/app/api',
  },
  {
    from: 'src/app/',
    mayNotImport: ['src/contract/schemas/'],
    why: 'the schemas are zod: a value import puts zod (over 400 KB) in the browser bundle; the app takes their types only (import type)',
    typesAllowed: true,
  },
  {
    from: 'commands/',
    mayNotImport: ['src/contract/schemas/'],
    why: 'commands are in the first page\'s bundle: a value import of a zod schema would put zod there; types only',
    typesAllowed: true,
  },
  {
    from: 'src/contract/',
    mayNotImport: ['src/app/', 'commands/', 'src/server/'],
    why: 'the contract is shared by app and server, so it depends on neither',
  },
];

const root = fileURLToPath(new URL('../..', import.meta.url));
const graph = buildImportGraph(readSourceFiles(root, ['src', 'commands']));

describe('the house (src/ and commands/)', () => {
  it('is read whole: files, static and dynamic imports, and every relative import resolves', () => {
    expect(graph.files.length).toBeGreaterThan(50);
    expect(graph.edges.some((edge) => edge.kind === 'dynamic')).toBe(true);
    expect(graph.edges.some((edge) => edge.typeOnly)).toBe(true);
    expect(graph.unresolved.map(describeEdge)).toEqual([]);
  });

  it.each(houseRules.map((rule) => [`${rule.from} may not import ${rule.mayNotImport.join(', ')}`, rule] as const))(
    '%s',
    (_name, rule) => {
      expect(ruleViolations(graph, rule)).toEqual([]);
    },
  );

  it('has no import cycles', () => {
    expect(importCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});

// The checks above must be able to fail: each rule and the cycle check, on small made-up trees.
describe('the checks', () => {
  const check = (files: Record<string, string>): string[] => {
    const fake = buildImportGraph(new Map(Object.entries(files)));
    return houseRules.flatMap((rule) => ruleViolations(fake, rule));
  };

  it('read static, type-only, re-export, side-effect and dynamic imports, but not comments or strings', () => {
    const text = [
      "import { a, type B } from './a';",
      'import type {',
      '  C,',
      "} from '../c';",
      "export * from './d';",
      "export type { E } from './e';",
      "import './side';",
      "import './styles.css';",
      "const lazy = () => import('./lazy');",
      "type T = typeof import('./typed');",
      "// import { no } from './comment';",
      "/* import('./block') */",
      "const s = \"import x from './string'\";",
      "const r = /'/; import('./afterRegex');",
      "const t = `import('./template') ${await import('./substitution')}`;",
    ].join('\n');
    expect(importSpecifiers(text).map((found) => [found.specifier, found.line, found.kind, found.typeOnly])).toEqual([
      ['./a', 1, 'static', false],
      ['../c', 2, 'static', true],
      ['./d', 5, 'static', false],
      ['./e', 6, 'static', true],
      ['./side', 7, 'static', false],
      ['./styles.css', 8, 'static', false],
      ['./lazy', 9, 'dynamic', false],
      ['./typed', 10, 'dynamic', true],
      ['./afterRegex', 14, 'dynamic', false],
      ['./substitution', 15, 'dynamic', false],
    ]);
  });

  it('resolve .ts, .tsx, /index.ts and /index.tsx, ignore packages and assets, and report the rest', () => {
    const fake = buildImportGraph(
      new Map([
        [
          'src/app/main.tsx',
          [
            "import x from 'react';",
            "import './main.css';",
            "import { a } from './a';",
            "import { B } from './b';",
            "import { c } from './c';",
            "import { d } from './d';",
            "import { gone } from './gone';",
          ].join('\n'),
        ],
        ['src/app/a.ts', ''],
        ['src/app/b.tsx', ''],
        ['src/app/c/index.ts', ''],
        ['src/app/d/index.tsx', ''],
      ]),
    );
    expect(fake.edges.map((edge) => edge.to)).toEqual([
      'src/app/a.ts',
      'src/app/b.tsx',
      'src/app/c/index.ts',
      'src/app/d/index.tsx',
    ]);
    expect(fake.unresolved.map(describeEdge)).toEqual(["src/app/main.tsx:7 imports ? (import './gone')"]);
  });

  it('catch a command importing a screen', () => {
    const violations = check({
      'commands/devices.ts': "import { bulk } from '../src/app/screens/devices/bulkChange';",
      'src/app/screens/devices/bulkChange.ts': '',
    });
    expect(violations).toEqual([expect.stringContaining('commands/devices.ts:1 imports src/app/screens/devices/bulkChange.ts')]);
  });

  it('catch a screen folder importing another, but allow its own folder and the shell', () => {
    const violations = check({
      'src/app/screens/models/ModelsScreen.tsx':
        "import { x } from '../devices/devicesColumns';\nimport { y } from './modelsColumns';\nimport { NotFoundScreen } from '../NotFoundScreen';",
      'src/app/screens/models/modelsColumns.ts': '',
      'src/app/screens/devices/devicesColumns.ts': '',
      'src/app/screens/NotFoundScreen.tsx': "import { z } from './devices/devicesColumns';",
      'src/app/shell/Routes.tsx':
        "import('../screens/models/ModelsScreen');\nimport { NotFoundScreen } from '../screens/NotFoundScreen';",
    });
    expect(violations).toEqual([
      expect.stringContaining('src/app/screens/NotFoundScreen.tsx:1 imports src/app/screens/devices/devicesColumns.ts'),
      expect.stringContaining('src/app/screens/models/ModelsScreen.tsx:1 imports src/app/screens/devices/devicesColumns.ts'),
      expect.stringContaining('src/app/screens/models/ModelsScreen.tsx:3 imports src/app/screens/NotFoundScreen.tsx'),
    ]);
  });

  it('catch the server importing the app or commands, and the app or commands importing the server', () => {
    const violations = check({
      'src/server/routes/devices.ts':
        "import type { Row } from '../../app/table/model';\nimport { all } from '../../../commands/all';",
      'src/app/table/model.ts': "import { db } from '../../server/db/database';",
      'commands/all.ts': "import type { Db } from '../src/server/db/database';",
      'src/server/db/database.ts': '',
    });
    expect(violations).toEqual([
      expect.stringContaining('src/server/routes/devices.ts:1 imports src/app/table/model.ts (type import'),
      expect.stringContaining('src/server/routes/devices.ts:2 imports commands/all.ts'),
      expect.stringContaining('src/app/table/model.ts:1 imports src/server/db/database.ts'),
      expect.stringContaining('commands/all.ts:1 imports src/server/db/database.ts (type import'),
    ]);
  });

  it('catch the contract importing the app, commands or the server', () => {
    const violations = check({
      'src/contract/entities.ts':
        "import { a } from '../app/api/client';\nimport { b } from '../../commands/registry';\nimport { c } from '../server/http/errors';",
      'src/app/api/client.ts': '',
      'commands/registry.ts': '',
      'src/server/http/errors.ts': '',
    });
    expect(violations).toEqual([
      expect.stringContaining('src/contract/entities.ts:1 imports src/app/api/client.ts'),
      expect.stringContaining('src/contract/entities.ts:2 imports commands/registry.ts'),
      expect.stringContaining('src/contract/entities.ts:3 imports src/server/http/errors.ts'),
    ]);
  });

  it('find cycles, type-only ones too, each as a chain back to its start', () => {
    const fake = buildImportGraph(
      new Map([
        ['src/server/db/repos/events.ts', "import { settings } from './eventSettings';"],
        ['src/server/db/repos/eventSettings.ts', "import type { Event } from './events';"],
        ['src/a.ts', "import { b } from './b';"],
        ['src/b.ts', "import { c } from './c';"],
        ['src/c.ts', "export { a } from './a';"],
        ['src/self.ts', "import('./self');"],
        ['src/fine.ts', "import { a } from './a';"],
      ]),
    );
    expect(importCycles(fake).map((cycle) => cycle.join(' → '))).toEqual([
      'src/a.ts → src/b.ts → src/c.ts → src/a.ts',
      'src/self.ts → src/self.ts',
      'src/server/db/repos/eventSettings.ts → src/server/db/repos/events.ts → src/server/db/repos/eventSettings.ts',
    ]);
  });
});
