// Bounds-checked reads for the image checks: any read past the file's end, or any rule an image breaks, throws
// DamagedImage, so random bytes can only ever end in that refusal.

export class DamagedImage extends Error {}

/** Throws DamagedImage unless `condition` holds. */
export function need(condition: boolean): asserts condition {
  if (!condition) throw new DamagedImage();
}

export interface Size { width: number; height: number }

export function u8(bytes: Uint8Array, at: number): number {
  need(Number.isInteger(at) && at >= 0 && at < bytes.length);
  return bytes[at]!;
}

export const u16be = (bytes: Uint8Array, at: number) => u8(bytes, at) * 0x100 + u8(bytes, at + 1);
export const u16le = (bytes: Uint8Array, at: number) => u8(bytes, at) + u8(bytes, at + 1) * 0x100;
export const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + u8(bytes, at + 2) * 0x10000;
export const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
export const u32le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000;

/** `length` bytes at `at` read as Latin-1 text (chunk types, signatures). */
export function latin1(bytes: Uint8Array, at: number, length: number): string {
  need(at >= 0 && at + length <= bytes.length);
  return String.fromCharCode(...bytes.subarray(at, at + length));
}
