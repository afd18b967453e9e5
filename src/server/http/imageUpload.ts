import type { Context } from 'hono';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../contract/limits';
import { coded } from '../../contract/errorCodes';
import { checkImage } from '../images/check';
import type { MediaStore } from '../media/mediaStore';
import { fieldError } from './errors';
import { readUpload, saveMedia } from './uploads';

/** The routes that take an image (routes/eventImages.ts, routes/booklets.ts): their bodies are capped at its limit. */
const IMAGE_UPLOAD_PATH = /^\/api\/v2\/(?:event-images|booklet-covers\/[0-9]+)\/?$/;

/** The most a multipart body sent to `path` may carry: an image's 5 MB on the image routes, else `otherwise`. */
export const uploadLimitOf = (otherwise: number) => (path: string): number => (IMAGE_UPLOAD_PATH.test(path) ? IMAGE_MAX_BYTES : otherwise);

export interface SavedImage { fileName: string; contentType: string; size: number }

/**
 * Reads an image from one multipart field, checks it is a whole PNG, JPEG, WebP or GIF by its bytes (its header
 * and layout as a decoder reads them) of at most IMAGE_MAX_SIDE pixels a side and IMAGE_MAX_PIXELS in all (413
 * above 5 MB, 400 `{ field: [...] }` otherwise) and saves it in the media store under a random name.
 */
export async function receiveImage(context: Context, media: MediaStore, field: string): Promise<SavedImage> {
  const { bytes } = await readUpload(context, field, IMAGE_MAX_BYTES);
  const checked = checkImage(bytes);
  if ('refused' in checked) {
    if (checked.refused === 'damaged') throw fieldError(field, coded('image_damaged', { format: checked.format }));
    if (checked.refused === 'too_large') {
      const { width, height } = checked.size;
      throw fieldError(field, coded('image_too_many_pixels', { width, height, side: IMAGE_MAX_SIDE, megapixels: IMAGE_MAX_PIXELS / 1_000_000 }));
    }
    throw fieldError(field, coded('image_refused'));
  }
  const fileName = await saveMedia(media, bytes, checked.kind.extension, checked.kind.contentType);
  return { fileName, contentType: checked.kind.contentType, size: bytes.byteLength };
}
