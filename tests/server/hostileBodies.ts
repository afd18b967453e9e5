// Hostile JSON bodies of up to JSON_BODY_MAX_BYTES, as fast-check arbitraries (issue 19, point 1): nesting of
// `[` and `{` (balanced or not, around JSON_MAX_DEPTH or far past it), long strings, runs of escapes (lone
// surrogates among them), huge numbers, many small values, arrays, objects or keys, unbalanced brackets, random
// bytes and arbitrary JSON. Each is the body's bytes; a body that the repeat would make larger is cut at the cap.
import fc from 'fast-check';
import { JSON_BODY_MAX_BYTES, JSON_MAX_DEPTH } from '../../src/contract/limits';

const MAX = JSON_BODY_MAX_BYTES;
const encoder = new TextEncoder();

/** Small, anywhere, or the whole megabyte: fast-check alone rarely tries the sizes that cost. */
const size = fc.oneof(fc.integer({ min: 0, max: 64 }), fc.integer({ min: 0, max: MAX }), fc.constant(MAX));

/** `prefix`, then `unit` repeated to about `bytes`, then `suffix`; cut at the cap. */
function filled(prefix: string, unit: string, bytes: number, suffix = ''): Uint8Array {
  const room = Math.max(0, bytes - prefix.length - suffix.length);
  const encoded = encoder.encode(prefix + unit.repeat(Math.floor(room / Math.max(1, encoder.encode(unit).length))) + suffix);
  return encoded.length > MAX ? encoded.slice(0, MAX) : encoded;
}

const text = (body: string) => encoder.encode(body);

const deep = fc.record({
  opener: fc.constantFrom('[', '{"a":', '[{"a":', '{"a":[', '{"":'),
  count: fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: Math.floor(MAX / 5) })),
  closed: fc.boolean(),
}).map(({ opener, count, closed }) => {
  const closer = (opener.match(/[[{]/g) ?? []).map((bracket) => (bracket === '[' ? ']' : '}')).reverse().join('');
  return filled('', opener, count * opener.length, closed ? `1${closer.repeat(count)}` : '');
});

/** Nesting around the limit, in a field of a body that is otherwise plausible. */
const nearTheDepthLimit = fc.record({
  depth: fc.integer({ min: JSON_MAX_DEPTH - 3, max: JSON_MAX_DEPTH + 2 }),
  field: fc.constantFrom('name', 'ids', 'configuration', 'username', 'answers'),
  bracket: fc.constantFrom('[', '{"a":'),
}).map(({ depth, field, bracket }) => {
  const closer = bracket === '[' ? ']' : '}';
  return text(`{"${field}":${bracket.repeat(depth)}${bracket === '[' ? '' : '1'}${closer.repeat(depth)},"name":"x"}`);
});

const longString = fc.record({
  field: fc.constantFrom('username', 'name', 'title', 'password', 'serial_id'),
  unit: fc.constantFrom('x', 'é', '😀', '[', '"', ' ', '\u0000'),
  bytes: size,
}).map(({ field, unit, bytes }) => filled(`{"${field}":"`, unit, bytes, '","password":"x"}'));

const escapes = fc.record({
  field: fc.constantFrom('username', 'name', 'status', 'title'),
  escape: fc.constantFrom('\\"', '\\\\', '\\u0041', '\\ud800', '\\udc00', '\\ud83d\\ude00', '\\n', '\\u0000', '\\x', '\\u12', '\\'),
  bytes: size,
  closed: fc.boolean(),
}).map(({ field, escape, bytes, closed }) => filled(`{"${field}":"`, escape, bytes, closed ? '"}' : ''));

const hugeNumbers = fc.record({
  where: fc.constantFrom('{"name":"x","capacity":', '{"ids":[', '{"event":', '[', ''),
  number: fc.constantFrom('9', '1e9', '0', '-', '.5', 'e+9'),
  bytes: size,
}).map(({ where, number, bytes }) => filled(`${where}1`, number, bytes, where.endsWith('[') ? ']}' : '}'));

/** Many small values in one list, or many keys in one object. */
const wide = fc.record({
  where: fc.constantFrom('[', '{"ids":[', '{"configuration":{"answers":['),
  item: fc.constantFrom('1,', '"",', '{},', '[],', '{"a":1},', '"\\ud800",', 'null,', '-1,', '1.5,', 'true,', '[[[[[[[[1]]]]]]]],'),
  bytes: size,
}).map(({ where, item, bytes }) => filled(where, item, bytes, `1]${'}'.repeat((where.match(/{/g) ?? []).length)}`));

const manyKeys = size.map((bytes) => {
  const keys: string[] = [];
  let length = 2;
  for (let index = 0; length < bytes; index += 1) {
    const member = `"k${index}":${index}`;
    keys.push(member);
    length += member.length + 1;
  }
  return filled('', `{${keys.join(',')}}`, 0);
});

const unbalanced = fc.record({
  pattern: fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', ',', ':', '1', 'a', ' ', 'true', 'null', '-'), minLength: 1, maxLength: 200 }),
  bytes: size,
}).map(({ pattern, bytes }) => filled('', pattern, bytes));

const randomBytes = fc.record({ chunk: fc.uint8Array({ minLength: 1, maxLength: 4096 }), times: fc.integer({ min: 1, max: Math.floor(MAX / 4096) }) })
  .map(({ chunk, times }) => {
    const bytes = new Uint8Array(Math.min(MAX, chunk.length * times));
    for (let offset = 0; offset < bytes.length; offset += chunk.length) bytes.set(chunk.subarray(0, bytes.length - offset), offset);
    return bytes;
  });

const anyJson = fc.jsonValue({ maxDepth: JSON_MAX_DEPTH + 8 }).map((value) => text(JSON.stringify(value) ?? 'null'));

/** One hostile body of at most JSON_BODY_MAX_BYTES. */
export const hostileBody: fc.Arbitrary<Uint8Array> = fc.oneof(
  deep, nearTheDepthLimit, longString, escapes, hugeNumbers, wide, manyKeys, unbalanced, randomBytes, anyJson,
);
