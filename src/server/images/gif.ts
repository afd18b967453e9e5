// A GIF's blocks (GIF89a specification, sections 17–27): the logical screen with its colour table, then images
// and extensions whose sub-blocks each fit in the file, at least one image, and the trailer (0x3B) as the last
// byte. The LZW data is not decoded.
import { need, u16le, u8, type Size } from './bytes';

const IMAGE = 0x2c;
const EXTENSION = 0x21;
const TRAILER = 0x3b;

/** The size of the colour table a packed-fields byte announces (0 without one). */
const colourTableBytes = (packed: number) => ((packed & 0x80) === 0 ? 0 : 3 * 2 ** ((packed & 0x07) + 1));

/** Skips data sub-blocks (a length byte, then that many bytes) up to their terminator; where the next block starts. */
function skipSubBlocks(bytes: Uint8Array, from: number): number {
  let at = from;
  for (let length = u8(bytes, at); length !== 0; length = u8(bytes, at)) at += length + 1;
  return at + 1;
}

export function gifSize(bytes: Uint8Array): Size {
  const size = { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  let at = 13 + colourTableBytes(u8(bytes, 10));
  let images = 0;
  for (;;) {
    const block = u8(bytes, at);
    if (block === TRAILER) {
      need(at === bytes.length - 1 && images > 0);
      return size;
    }
    if (block === EXTENSION) {
      at = skipSubBlocks(bytes, at + 2);
    } else {
      need(block === IMAGE);
      need(u16le(bytes, at + 5) > 0 && u16le(bytes, at + 7) > 0);
      at += 10 + colourTableBytes(u8(bytes, at + 9));
      const codeSize = u8(bytes, at);
      need(codeSize >= 2 && codeSize <= 8);
      at = skipSubBlocks(bytes, at + 1);
      images += 1;
    }
  }
}
