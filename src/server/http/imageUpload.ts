import type { Context } from 'hono';
import { IMAGE_MAX_BYTES } from '../../contract/limits';
import { coded } from '../../contract/errorCodes';
import { fieldError } from './errors';
import { imageKindOf } from '../../contract/imageKinds';
import { readUpload, saveMedia } from './uploads';

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
