// The images the API takes (PNG, JPEG, WebP, GIF), told by their first bytes whatever their name says: the server
// refuses anything else, and the app says so before uploading.

export interface ImageKind { extension: string; contentType: string }

/** How many first bytes tell the kind. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { extension: 'webp', contentType: 'image/webp' };
  return undefined;
}
