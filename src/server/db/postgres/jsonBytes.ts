// JSON objects written byte by byte from the rows of a binary COPY (copyJson.ts): text fields are UTF-8 already and
// only need JSON's escapes, whole numbers are big-endian integers. The output is what JSON.stringify writes for the
// same object (keys in order; `"`, `\` and control characters escaped as it escapes them; nothing else), as the
// tests check against it.
import type { JsonColumn } from '../dialect';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const CLOSE = 0x7d;
const HEX = Buffer.from('0123456789abcdef');
/** The letter of each control character JSON writes as a two-character escape (\b \t \n \f \r); 0 for \u00XX. */
const SHORT_ESCAPE = new Uint8Array(0x20);
for (const [code, letter] of [[0x08, 'b'], [0x09, 't'], [0x0a, 'n'], [0x0c, 'f'], [0x0d, 'r']] as const) SHORT_ESCAPE[code] = letter.charCodeAt(0);
const NULL_BYTES = Buffer.from('null');

/** A growing buffer of JSON objects separated by commas, taken in parts. */
export class JsonBytes {
  private buffer: Buffer;
  length = 0;
  private readonly keys: Buffer[];
  private readonly numbers: boolean[];
  private readonly keysLength: number;

  constructor(columns: readonly JsonColumn[], private readonly initialBytes = 320 * 1024) {
    this.buffer = Buffer.allocUnsafe(initialBytes);
    this.keys = columns.map((column, index) => Buffer.from(`${index === 0 ? '{' : ','}${JSON.stringify(column.key)}:`));
    this.numbers = columns.map((column) => column.number);
    this.keysLength = this.keys.reduce((sum, key) => sum + key.length + NULL_BYTES.length, 0);
  }

  /** The objects written since the last take, and a fresh buffer for the next. */
  take(): Buffer {
    const taken = this.buffer.subarray(0, this.length);
    this.buffer = Buffer.allocUnsafe(this.initialBytes);
    this.length = 0;
    return taken;
  }

  /** Writes the row at `offset` of a COPY message (field count, then each field's length and bytes) as an object. */
  writeRow(message: Buffer, offset: number): void {
    const fields = message.readInt16BE(offset);
    if (fields !== this.keys.length) throw new Error(`COPY row of ${fields} fields for ${this.keys.length} keys`);
    // at worst every byte of a text becomes a six-byte \u00XX escape
    this.ensure(message.length * 6 + this.keysLength + 2);
    const buffer = this.buffer;
    let length = this.length;
    if (length > 0) buffer[length++] = COMMA;
    let at = offset + 2;
    for (let index = 0; index < fields; index += 1) {
      const size = message.readInt32BE(at);
      at += 4;
      // a text's bytes are moved one by one: a Buffer.copy a field (a call into C++) cost more than the loop
      const key = this.keys[index]!;
      buffer.set(key, length);
      length += key.length;
      if (size < 0) {
        for (let byte = 0; byte < 4; byte += 1) buffer[length++] = NULL_BYTES[byte]!;
      } else if (this.numbers[index]) {
        length = writeInteger(buffer, length, message, at, size);
        at += size;
      } else {
        buffer[length++] = QUOTE;
        for (const end = at + size; at < end; at += 1) {
          const byte = message[at]!;
          if (byte >= 0x20 && byte !== QUOTE && byte !== BACKSLASH) {
            buffer[length++] = byte;
            continue;
          }
          buffer[length++] = BACKSLASH;
          if (byte >= 0x20) buffer[length++] = byte;
          else if (SHORT_ESCAPE[byte]) buffer[length++] = SHORT_ESCAPE[byte]!;
          else {
            buffer[length++] = 0x75; // u
            buffer[length++] = 0x30;
            buffer[length++] = 0x30;
            buffer[length++] = HEX[byte >> 4]!;
            buffer[length++] = HEX[byte & 15]!;
          }
        }
        buffer[length++] = QUOTE;
      }
    }
    buffer[length++] = CLOSE;
    this.length = length;
  }

  private ensure(more: number): void {
    if (this.length + more <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + more));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}

/** Writes a big-endian whole number of 2, 4 or 8 bytes as decimal digits at `length`; answers the new length. */
function writeInteger(buffer: Buffer, length: number, message: Buffer, at: number, size: number): number {
  // an 8-byte value read as two halves: every id this server stores stays far below 2^53
  const value = size === 8 ? message.readInt32BE(at) * 0x1_0000_0000 + message.readUInt32BE(at + 4)
    : size === 4 ? message.readInt32BE(at) : size === 2 ? message.readInt16BE(at) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw new Error(`COPY integer of ${size} bytes out of range`);
  // digits written here: a Buffer.write of a number's text a field cost more than the rest of the row
  let rest = value;
  if (rest < 0) {
    buffer[length++] = 0x2d; // -
    rest = -rest;
  }
  let digits = 1;
  for (let scale = 10; scale <= rest; scale *= 10) digits += 1;
  for (let index = length + digits - 1; index >= length; index -= 1) {
    buffer[index] = 0x30 + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return length + digits;
}
