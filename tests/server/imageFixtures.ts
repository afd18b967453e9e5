// Images built byte by byte for the header checks: a PNG of any declared size and layout, and a valid PNG padded
// to an exact length with a private ancillary chunk.
import { crc32 } from 'node:zlib';
import { PNG_SIGNATURE } from '../../src/server/images/png';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** One PNG chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array(), crc?: number): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc ?? crc32(Buffer.concat([latin1(type), data])));
  return Buffer.concat([head, latin1(type), data, tail]);
}

export interface PngHeader { width?: number; height?: number; depth?: number; colour?: number; interlace?: number }

/** IHDR's 13 bytes. */
export function ihdr({ width = 1, height = 1, depth = 8, colour = 6, interlace = 0 }: PngHeader = {}): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([depth, colour, 0, 0, interlace], 8);
  return data;
}

/** A PNG: the signature, then the chunks given (by default IHDR of `header`, an IDAT and IEND). */
export function png(header: PngHeader = {}, chunks: Buffer[] = [pngChunk('IHDR', ihdr(header)), pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1])), pngChunk('IEND')]): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from(PNG_SIGNATURE), ...chunks]));
}

/** A valid 1x1 PNG of exactly `length` bytes (at least 70): a private chunk (`prVt`) before IEND takes the rest. */
export function pngOfLength(length: number): Uint8Array {
  const bare = png();
  const filler = pngChunk('prVt', new Uint8Array(length - bare.length - 12));
  const iendAt = bare.length - 12;
  return new Uint8Array(Buffer.concat([bare.subarray(0, iendAt), filler, bare.subarray(iendAt)]));
}
