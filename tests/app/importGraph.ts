// Reads the import graph of the repository's own TypeScript source, and checks it against house rules.
// Used by house.test.ts. Small on purpose: a comment-aware scan for import specifiers, a resolver for
// relative paths, and two checks (forbidden imports, cycles). Type-only imports count like any other.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Repository-relative paths (always with `/`) → file text. */
export type SourceFiles = ReadonlyMap<string, string>;

export type ImportKind = 'static' | 'dynamic';

export interface ImportSpecifier {
  specifier: string;
  line: number;
  kind: ImportKind;
  /** `import type …` / `export type … from`, or `typeof import('…')`: erased, but still a dependency of the design. */
  typeOnly: boolean;
}

export interface ImportEdge extends ImportSpecifier {
  from: string;
  to: string;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
  /** Relative imports of source (not assets) that name no file: the graph would be missing an edge. */
  unresolved: ImportEdge[];
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// Anything imported with one of these endings is an asset (bundled by esbuild or read as JSON), not source.
const ASSET_EXTENSION = /\.(css|json|svg|png|jpe?g|gif|webp|woff2?|txt|html)$/i;

/** Reads every .ts/.tsx file under the given folders of `root` (node_modules never). */
export function readSourceFiles(root: string, folders: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relativeDir: string): void => {
    for (const entry of readdirSync(join(root, relativeDir), { withFileTypes: true })) {
      const relative = posix.join(relativeDir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(relative);
      } else if (SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
        files.set(relative, readFileSync(join(root, relative), 'utf8'));
      }
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}

/**
 * Replaces comments with spaces (keeping line breaks), so that an import in a comment is not read as one, and
 * marks where strings, template text and regular expressions are, so that an import inside one is not either.
 * A `/` after something that cannot end an expression starts a regular expression (its quotes are not strings).
 */
export function maskSource(text: string): { code: string; inLiteral: (offset: number) => boolean } {
  let out = '';
  let index = 0;
  const literal = new Uint8Array(text.length + 1);
  const markLiteral = (start: number, end: number): void => {
    literal.fill(1, start, Math.min(end, text.length));
  };
  // Template literals nest through `${ … }`: each entry counts the braces open inside one substitution.
  const templateBraces: number[] = [];
  let lastSignificant = '';
  const blank = (chunk: string): string => chunk.replace(/[^\n]/g, ' ');
  const copyString = (quote: string): void => {
    let end = index + 1;
    while (end < text.length && text[end] !== quote && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
    markLiteral(index, end + 1);
    out += text.slice(index, end + 1);
    index = end + 1;
  };
  // Copies template text from `index` (just after ` or }) to the closing ` or to the next `${`.
  const copyTemplateText = (): void => {
    let end = index;
    while (end < text.length && text[end] !== '`' && !(text[end] === '$' && text[end + 1] === '{')) {
      end += text[end] === '\\' ? 2 : 1;
    }
    markLiteral(index, end);
    if (text[end] === '`') {
      out += text.slice(index, end + 1);
      index = end + 1;
    } else {
      out += text.slice(index, end + 2);
      index = end + 2;
      templateBraces.push(0);
    }
    lastSignificant = '`';
  };
  while (index < text.length) {
    const char = text[index]!;
    const next = text[index + 1];
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      const stop = end === -1 ? text.length : end;
      out += blank(text.slice(index, stop));
      index = stop;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += blank(text.slice(index, stop));
      index = stop;
    } else if (char === '"' || char === "'") {
      copyString(char);
      lastSignificant = char;
    } else if (char === '`') {
      out += char;
      index += 1;
      copyTemplateText();
    } else if (char === '/' && startsRegex(lastSignificant, out)) {
      let end = index + 1;
      let inClass = false;
      while (end < text.length && text[end] !== '\n' && (inClass || text[end] !== '/')) {
        if (text[end] === '\\') end += 1;
        else if (text[end] === '[') inClass = true;
        else if (text[end] === ']') inClass = false;
        end += 1;
      }
      markLiteral(index, end + 1);
      out += text.slice(index, end + 1);
      index = end + 1;
      lastSignificant = '/';
    } else {
      if (templateBraces.length > 0 && (char === '{' || char === '}')) {
        const depth = templateBraces.length - 1;
        if (char === '{') templateBraces[depth]! += 1;
        else if (templateBraces[depth] === 0) {
          templateBraces.pop();
          out += char;
          index += 1;
          copyTemplateText();
          continue;
        } else templateBraces[depth]! -= 1;
      }
      out += char;
      index += 1;
      if (!/\s/.test(char)) lastSignificant = char;
    }
  }
  return { code: out, inLiteral: (offset) => literal[offset] === 1 };
}

// A `/` starts a regular expression after an operator or opening punctuation, or after a keyword such as
// `return`; after an identifier, a number or a closing bracket it divides.
function startsRegex(lastSignificant: string, before: string): boolean {
  if (lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant)) return true;
  if (/[\w$]/.test(lastSignificant)) {
    return /(?:^|[^\w$.])(?:return|typeof|instanceof|in|of|new|delete|void|throw|case|do|else|yield|await)\s*$/.test(before);
  }
  return false;
}

// `import … from '…'` and `export … from '…'`: between the keyword and `from` only names, braces, commas, `*`.
const FROM_IMPORT = /(?<![\w$.])(import|export)(\s+type)?(?=[\s{*])[\w$\s{},*]*?\bfrom\s*(['"])([^'"\n]+)\3/g;
// `import '…'` for its side effects.
const BARE_IMPORT = /(?<![\w$.])import\s*(['"])([^'"\n]+)\1/g;
// `import('…')`, also as a type: `typeof import('…')`.
const DYNAMIC_IMPORT = /(?<![\w$.])(typeof\s+)?import\s*\(\s*(['"`])([^'"`\n]+)\2\s*\)/g;

/** The specifiers one file imports, in order of appearance. */
export function importSpecifiers(text: string): ImportSpecifier[] {
  const { code, inLiteral } = maskSource(text);
  const lineOf = (offset: number): number => code.slice(0, offset).split('\n').length;
  const found: Array<ImportSpecifier & { offset: number }> = [];
  const add = (offset: number, specifier: string, kind: ImportKind, typeOnly: boolean): void => {
    if (!inLiteral(offset)) found.push({ specifier, offset, line: lineOf(offset), kind, typeOnly });
  };
  for (const match of code.matchAll(FROM_IMPORT)) add(match.index, match[4]!, 'static', match[2] !== undefined);
  for (const match of code.matchAll(BARE_IMPORT)) add(match.index, match[2]!, 'static', false);
  for (const match of code.matchAll(DYNAMIC_IMPORT)) add(match.index, match[3]!, 'dynamic', match[1] !== undefined);
  return found.sort((a, b) => a.offset - b.offset).map(({ offset: _offset, ...specifier }) => specifier);
}

/**
 * The file a relative specifier names: tried as written, then with .ts, .tsx, /index.ts, /index.tsx.
 * `null` for package imports and assets; `undefined` for a relative source import that names no file.
 */
export function resolveImport(from: string, specifier: string, files: SourceFiles): string | null | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  if (ASSET_EXTENSION.test(specifier)) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (files.has(candidate) && SOURCE_EXTENSIONS.some((extension) => candidate.endsWith(extension))) return candidate;
  }
  return undefined;
}

export function buildImportGraph(files: SourceFiles): ImportGraph {
  const edges: ImportEdge[] = [];
  const unresolved: ImportEdge[] = [];
  const names = [...files.keys()].sort();
  for (const from of names) {
    for (const found of importSpecifiers(files.get(from)!)) {
      const to = resolveImport(from, found.specifier, files);
      if (to === null) continue;
      if (to === undefined) unresolved.push({ ...found, from, to: '?' });
      else edges.push({ ...found, from, to });
    }
  }
  return { files: names, edges, unresolved };
}

/**
 * A house rule: no file matching `from` imports a file matching any of `mayNotImport`.
 * A pattern is a path prefix (`commands/`, `src/app/`). A pattern may end in `<folder>/`: it then matches any
 * file under the part before it and binds the file's first folder there (`''` for a file directly inside);
 * when both sides bind a folder, an import is only forbidden between different folders.
 */
export interface HouseRule {
  from: string;
  mayNotImport: readonly string[];
  why: string;
  /** the rule is about what code runs: type-only imports (erased) are allowed */
  typesAllowed?: boolean;
}

const FOLDER = '<folder>/';

function matchPattern(pattern: string, file: string): { folder?: string } | null {
  if (!pattern.endsWith(FOLDER)) return file.startsWith(pattern) ? {} : null;
  const prefix = pattern.slice(0, -FOLDER.length);
  if (!file.startsWith(prefix)) return null;
  const rest = file.slice(prefix.length);
  const slash = rest.indexOf('/');
  return { folder: slash === -1 ? '' : rest.slice(0, slash) };
}

export function describeEdge(edge: ImportEdge): string {
  const how = `${edge.typeOnly ? 'type ' : ''}${edge.kind === 'dynamic' ? 'import(…)' : 'import'}`;
  return `${edge.from}:${edge.line} imports ${edge.to} (${how} '${edge.specifier}')`;
}

/** One line per offending import: the file, line, target and specifier, then the rule's reason. */
export function ruleViolations(graph: ImportGraph, rule: HouseRule): string[] {
  const violations: string[] = [];
  for (const edge of graph.edges) {
    if (rule.typesAllowed && edge.typeOnly) continue;
    const from = matchPattern(rule.from, edge.from);
    if (!from) continue;
    for (const forbidden of rule.mayNotImport) {
      const to = matchPattern(forbidden, edge.to);
      if (!to) continue;
      if (from.folder !== undefined && to.folder !== undefined && from.folder === to.folder) continue;
      violations.push(`${describeEdge(edge)}: ${rule.why}`);
      break;
    }
  }
  return violations;
}

/**
 * Import cycles, each as a chain `a → b → … → a` starting at its alphabetically first file. Within each tangle
 * (strongly connected component) the shortest cycle through each of its files is reported once, so a tangle of
 * n files gives at most n cycles, and every file in it appears in one.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>();
  for (const file of graph.files) next.set(file, []);
  for (const edge of graph.edges) {
    const targets = next.get(edge.from)!;
    if (!targets.includes(edge.to)) targets.push(edge.to);
  }
  for (const targets of next.values()) targets.sort();

  const cycles = new Map<string, string[]>();
  for (const component of stronglyConnected(graph.files, next)) {
    const inside = new Set(component);
    const selfLoop = component.length === 1 && next.get(component[0]!)!.includes(component[0]!);
    if (component.length === 1 && !selfLoop) continue;
    for (const start of component) {
      const cycle = shortestCycleThrough(start, next, inside);
      if (!cycle) continue;
      const first = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
      cycles.set(rotated.join('\n'), [...rotated, rotated[0]!]);
    }
  }
  return [...cycles.keys()].sort().map((key) => cycles.get(key)!);
}

function shortestCycleThrough(start: string, next: ReadonlyMap<string, string[]>, inside: ReadonlySet<string>): string[] | null {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const file = queue[head]!;
    for (const target of next.get(file) ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return null;
}

// Tarjan's algorithm, iterative so that a long import chain cannot overflow the stack.
function stronglyConnected(files: readonly string[], next: ReadonlyMap<string, string[]>): string[][] {
  const indexOf = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const root of files) {
    if (indexOf.has(root)) continue;
    const work: Array<{ file: string; position: number }> = [{ file: root, position: 0 }];
    indexOf.set(root, counter);
    lowLink.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = next.get(frame.file) ?? [];
      if (frame.position < targets.length) {
        const target = targets[frame.position]!;
        frame.position += 1;
        if (!indexOf.has(target)) {
          indexOf.set(target, counter);
          lowLink.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, position: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, indexOf.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) === indexOf.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        components.push(component.sort());
      }
    }
  }
  return components;
}
