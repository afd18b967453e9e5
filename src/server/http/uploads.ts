import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { JSON_BODY_MAX_BYTES } from '../../contract/limits';
import type { AppEnv } from './env';
import { ApiError, fieldError, tooLarge } from './errors';

const MULTIPART_OVERHEAD = 64 * 1024;

const tooLargeMessage = (maxBytes: number) => `The upload is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;

/** Caps a body while it streams in: JSON at 1 MB, multipart uploads at their own limit. */
export function bodyCap(uploadMaxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = (maxSize: number, detail: string) =>
    // The rest of the body is never read, so the connection cannot be reused: say so to the client.
    bodyLimit({ maxSize, onError: (context) => context.json({ detail }, 413, { Connection: 'close' }) });
  const json = limit(JSON_BODY_MAX_BYTES, 'Request body is larger than 1 MB.');
  const upload = limit(uploadMaxBytes + MULTIPART_OVERHEAD, tooLargeMessage(uploadMaxBytes));
  return (context, next) => {
    const multipart = context.req.header('Content-Type')?.toLowerCase().startsWith('multipart/form-data');
    return (multipart ? upload : json)(context, next);
  };
}

export interface Upload { bytes: Uint8Array; name: string }

/** Reads one file field from a multipart body, refusing anything larger than `maxBytes` with 413. */
export async function readUpload(context: Context, field: string, maxBytes: number): Promise<Upload> {
  const type = context.req.header('Content-Type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data')) throw fieldError(field, 'Send the file as multipart/form-data.');
  let form: Record<string, unknown>;
  try {
    form = await context.req.parseBody();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw fieldError(field, 'The upload could not be read.');
  }
  const file = form[field];
  if (!(file instanceof File)) throw fieldError(field, 'No file was submitted.');
  if (file.size > maxBytes) throw tooLarge(tooLargeMessage(maxBytes));
  if (file.size === 0) throw fieldError(field, 'The submitted file is empty.');
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

export interface ImageKind { extension: string; contentType: string }

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type told by the file's first bytes, whatever its name says. */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { extension: 'webp', contentType: 'image/webp' };
  return undefined;
}

export const IMAGE_REFUSED = 'Upload a PNG, JPEG, WebP or GIF image.';

/** Stores bytes under a random, server-made name in the media folder; returns that name. */
export async function saveMedia(mediaDir: string, bytes: Uint8Array, extension: string): Promise<string> {
  await mkdir(mediaDir, { recursive: true });
  const name = `${randomBytes(16).toString('base64url')}.${extension}`;
  await writeFile(join(mediaDir, name), bytes, { flag: 'wx' });
  return name;
}

/** Removes a file saved by saveMedia; one already gone is not an error. */
export async function deleteMedia(mediaDir: string, name: string): Promise<void> {
  await rm(join(mediaDir, name), { force: true });
}

export const mediaUrl = (context: Context, name: string) => new URL(`/media/${name}`, context.req.url).toString();
