// What the server makes of an uploaded image: its kind by the first bytes (contract/imageKinds.ts), then that
// format's header read as a decoder would (png.ts, jpeg.ts, gif.ts, webp.ts), and its dimensions against the
// limits, so a signature followed by anything else (HTML, a truncated file) or a decompression bomb is refused.
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../contract/limits';
import { imageKindOf, type ImageKind } from '../../contract/imageKinds';
import { DamagedImage, type Size } from './bytes';
import { gifSize } from './gif';
import { jpegSize } from './jpeg';
import { pngSize } from './png';
import { webpSize } from './webp';

export type ImageCheck =
  | { kind: ImageKind; size: Size }
  | { refused: 'not_an_image' }
  | { refused: 'damaged'; format: string }
  | { refused: 'too_large'; size: Size };

const READERS: Record<string, { format: string; sizeOf(bytes: Uint8Array): Size }> = {
  png: { format: 'PNG', sizeOf: pngSize },
  jpg: { format: 'JPEG', sizeOf: jpegSize },
  gif: { format: 'GIF', sizeOf: gifSize },
  webp: { format: 'WebP', sizeOf: webpSize },
};

export function checkImage(bytes: Uint8Array): ImageCheck {
  const kind = imageKindOf(bytes);
  const reader = kind && Object.hasOwn(READERS, kind.extension) ? READERS[kind.extension] : undefined;
  if (!kind || !reader) return { refused: 'not_an_image' };
  let size: Size;
  try {
    size = reader.sizeOf(bytes);
  } catch (error) {
    if (error instanceof DamagedImage) return { refused: 'damaged', format: reader.format };
    throw error;
  }
  if (size.width < 1 || size.height < 1) return { refused: 'damaged', format: reader.format };
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE || size.width * size.height > IMAGE_MAX_PIXELS) {
    return { refused: 'too_large', size };
  }
  return { kind, size };
}
