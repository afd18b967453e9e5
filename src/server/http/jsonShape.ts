// What a JSON text would cost to parse, read in one pass before it is parsed: a body nested thousands of levels
// deep (8 KB of `[`) would otherwise overflow every recursive walk of the parsed value (the text check, zod) on
// the request thread, a megabyte of small arrays, objects or keys (`[[],[],…]`, 350 000 of them) costs JSON.parse
// itself 35–150 ms, and one of 500 000 numbers or strings 10–30 ms with the walks after it. Strings are skipped
// with their escapes, so a bracket, comma or colon inside one never counts.

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COLON = 0x3a;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

export type JsonShapeProblem = 'too_deep' | 'too_many_structures' | 'too_many_values';

export interface JsonShapeLimits {
  /** arrays and objects inside each other */
  depth: number;
  /** arrays, objects and object members in all */
  structures: number;
  /** values in arrays and objects (counted as their commas and the arrays and objects themselves) */
  values: number;
}

/** The first limit `text` would pass if parsed, or undefined. */
export function jsonShapeProblem(text: string, limits: JsonShapeLimits): JsonShapeProblem | undefined {
  let depth = 0;
  let structures = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      structures += 1;
      values += 1;
      if (depth > limits.depth) return 'too_deep';
      if (structures > limits.structures) return 'too_many_structures';
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    } else if (code === COLON) {
      structures += 1;
      if (structures > limits.structures) return 'too_many_structures';
    } else if (code === COMMA) {
      values += 1;
      if (values > limits.values) return 'too_many_values';
    }
  }
  return undefined;
}

/** Whether `text` opens more than `max` arrays or objects inside each other, at any point. */
export function nestsDeeperThan(text: string, max: number): boolean {
  return jsonShapeProblem(text, { depth: max, structures: Infinity, values: Infinity }) === 'too_deep';
}
