// A WebP's RIFF container and its bitstream headers (RFC 9649): the RIFF size is the file's, then one VP8 (lossy)
// or VP8L (lossless) chunk with its frame or image header, or a VP8X (extended) header with its canvas size
// followed by chunks that each fit and include an image (VP8, VP8L or an animation frame). Nothing is decoded.
import { latin1, need, u16le, u24le, u32le, u8, type Size } from './bytes';

interface Chunk { type: string; at: number; length: number }

/** The chunks after the RIFF header, each with its data's offset; every one fits, padded to an even length. */
function chunksOf(bytes: Uint8Array): Chunk[] {
  need(u32le(bytes, 4) + 8 === bytes.length);
  const chunks: Chunk[] = [];
  for (let at = 12; at < bytes.length;) {
    const type = latin1(bytes, at, 4);
    const length = u32le(bytes, at + 4);
    const end = at + 8 + length + (length % 2);
    need(end <= bytes.length);
    chunks.push({ type, at: at + 8, length });
    at = end;
  }
  return chunks;
}

/** A key frame's header: its start code and 14-bit dimensions (the top 2 bits of each are scaling). */
function lossySize(bytes: Uint8Array, chunk: Chunk): Size {
  need(chunk.length >= 10 && (u8(bytes, chunk.at) & 0x01) === 0);
  need(u8(bytes, chunk.at + 3) === 0x9d && u8(bytes, chunk.at + 4) === 0x01 && u8(bytes, chunk.at + 5) === 0x2a);
  return { width: u16le(bytes, chunk.at + 6) & 0x3fff, height: u16le(bytes, chunk.at + 8) & 0x3fff };
}

/** The lossless header: a signature byte, then width − 1 and height − 1 in 14 bits each, and version 0. */
function losslessSize(bytes: Uint8Array, chunk: Chunk): Size {
  need(chunk.length >= 5 && u8(bytes, chunk.at) === 0x2f);
  const bits = u32le(bytes, chunk.at + 1);
  need(Math.floor(bits / 2 ** 29) === 0);
  return { width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 2 ** 14) & 0x3fff) + 1 };
}

export function webpSize(bytes: Uint8Array): Size {
  const chunks = chunksOf(bytes);
  const [first] = chunks;
  need(first !== undefined);
  if (first.type === 'VP8 ') return lossySize(bytes, first);
  if (first.type === 'VP8L') return losslessSize(bytes, first);
  need(first.type === 'VP8X' && first.length >= 10);
  const image = chunks.find((chunk) => chunk.type === 'VP8 ' || chunk.type === 'VP8L' || chunk.type === 'ANMF');
  need(image !== undefined);
  if (image.type === 'VP8 ') lossySize(bytes, image);
  if (image.type === 'VP8L') losslessSize(bytes, image);
  return { width: u24le(bytes, first.at + 4) + 1, height: u24le(bytes, first.at + 7) + 1 };
}
