import type { Context } from 'hono';
import { IMAGE_MAX_BYTES } from '../../contract/limits';
import { coded } from '../../contract/errorCodes';
import { fieldError } from './errors';
import { imageKindOf } from '../../contract/imageKinds';
import { readUpload, saveMedia } from './uploads';

/** The routes that take an image (routes/eventImages.ts, routes/booklets.ts): their bodies are capped at its limit. */
const IMAGE_UPLOAD_PATH = /^\/api\/v2\/(?:event-images|booklet-covers\/[0-9]+)\/?$/;

/** The most a multipart body sent to `path` may carry: an image's 5 MB on the image routes, else `otherwise`. */
export const uploadLimitOf = (otherwise: number) => (path: string): number => (IMAGE_UPLOAD_PATH.test(path) ? IMAGE_MAX_BYTES : otherwise);

export interface SavedImage { fileName: string; contentType: string; size: number }

/**
 * Reads an image from one multipart field, checks it is a PNG, JPEG, WebP or GIF by its bytes (413 above
 * 5 MB, 400 `{ field: [...] }` otherwise) and saves it in the media folder under a random name.
 */
export async function receiveImage(context: Context, mediaDir: string, field: string): Promise<SavedImage> {
  const { bytes } = await readUpload(context, field, IMAGE_MAX_BYTES);
  const kind = imageKindOf(bytes);
  if (!kind) throw fieldError(field, coded('image_refused'));
  const fileName = await saveMedia(mediaDir, bytes, kind.extension);
  return { fileName, contentType: kind.contentType, size: bytes.byteLength };
}
