// A PNG's header and chunk layout (PNG specification, 3rd edition, sections 5 and 11): the IHDR chunk first, with
// its length, a valid bit depth for its colour type and a correct CRC; then chunks that each fit in the file, an
// IDAT among them, and IEND last, ending the file. Nothing is inflated.
import { crc32 } from 'node:zlib';
import { latin1, need, u32be, u8, type Size } from './bytes';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The bit depths each colour type allows (greyscale, truecolour, indexed, greyscale with alpha, truecolour with alpha). */
const DEPTHS = new Map<number, readonly number[]>([[0, [1, 2, 4, 8, 16]], [2, [8, 16]], [3, [1, 2, 4, 8]], [4, [8, 16]], [6, [8, 16]]]);

export function pngSize(bytes: Uint8Array): Size {
  need(u32be(bytes, 8) === 13 && latin1(bytes, 12, 4) === 'IHDR');
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  need(DEPTHS.get(u8(bytes, 25))?.includes(u8(bytes, 24)) === true);
  need(u8(bytes, 26) === 0 && u8(bytes, 27) === 0 && u8(bytes, 28) <= 1); // deflate, adaptive filtering, interlace none or Adam7
  need(u32be(bytes, 29) === crc32(bytes.subarray(12, 29)));
  let at = 33;
  let hasData = false;
  for (;;) {
    const length = u32be(bytes, at);
    const type = latin1(bytes, at + 4, 4);
    const end = at + 12 + length;
    need(/^[A-Za-z]{4}$/.test(type) && type !== 'IHDR' && end <= bytes.length);
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') {
      need(length === 0 && end === bytes.length && hasData);
      return { width, height };
    }
    at = end;
  }
}
