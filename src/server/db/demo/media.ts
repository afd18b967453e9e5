// Event banners, page backgrounds and booklet covers, drawn as small PNGs so the demo needs no image assets.
import { crc32, deflateSync } from 'node:zlib';
import type { Insertable } from 'kysely';
import type { MediaStore } from '../../media/mediaStore';
import type { EventImagesTable } from '../schema';
import { iso } from './calendar';
import type { PlannedBooklet } from './booklets';
import type { PlannedEvent } from './events';
import type { Random } from './random';

type Rgb = readonly [number, number, number];

const PALETTES: readonly (readonly [Rgb, Rgb])[] = [
  [[14, 59, 112], [0, 164, 189]],
  [[120, 24, 60], [236, 112, 99]],
  [[22, 96, 61], [190, 214, 102]],
  [[60, 30, 110], [230, 126, 200]],
  [[150, 70, 10], [250, 200, 90]],
  [[30, 40, 50], [120, 150, 170]],
];

const SIZES = { banner: [480, 270], background: [480, 270], cover: [300, 424] } as const;
type ImageKind = keyof typeof SIZES;

function chunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([header.subarray(4), data])), 0);
  return Buffer.concat([header, data, crc]);
}

/** A diagonal gradient with a few soft discs: enough to tell the images apart on screen. */
function drawPng(random: Random, width: number, height: number, soft: boolean): Buffer {
  const [from, to] = random.pick(PALETTES);
  const discs = Array.from({ length: random.int(3, 6) }, () => ({
    x: random.int(0, width),
    y: random.int(0, height),
    radius: random.int(20, Math.floor(height / 2)),
    light: random.next() * 0.25,
  }));
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  const lightOfRow = new Float32Array(width);
  for (let y = 0; y < height; y += 1) {
    pixels[y * stride] = 0; // PNG filter "none" for every row
    lightOfRow.fill(soft ? 0.35 : 0);
    // Each disc lights one span of the row, found from the circle's equation rather than pixel by pixel.
    for (const disc of discs) {
      const dy = y - disc.y;
      if (Math.abs(dy) >= disc.radius) continue;
      const half = Math.sqrt(disc.radius * disc.radius - dy * dy);
      const left = Math.max(0, Math.ceil(disc.x - half));
      const right = Math.min(width - 1, Math.floor(disc.x + half));
      for (let x = left; x <= right; x += 1) lightOfRow[x] = (lightOfRow[x] ?? 0) + disc.light;
    }
    for (let x = 0; x < width; x += 1) {
      const mix = (x / width + y / height) / 2;
      const light = Math.min(lightOfRow[x] ?? 0, 0.8);
      const offset = y * stride + 1 + x * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const base = (from[channel] ?? 0) * (1 - mix) + (to[channel] ?? 0) * mix;
        pixels[offset + channel] = Math.round(base + (255 - base) * light);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, default compression, filter and no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Uploaded images get random names; demo images take theirs from the seeded stream instead, so two demo
 * databases of the same size are identical. They are generated art with nothing to hide.
 */
function fileNameOf(random: Random): string {
  return `${Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255))).toString('base64url')}.png`;
}

export interface MediaFile { name: string; bytes: Buffer }

export interface MediaPlan {
  files: MediaFile[];
  eventImages: Insertable<EventImagesTable>[];
  imageOfEvent: Map<number, { image: number | null; background: number | null }>;
  coverOfBooklet: Map<number, string>;
}

export function planMedia(
  random: Random,
  events: readonly PlannedEvent[],
  booklets: readonly PlannedBooklet[],
  firstImageId: number,
): MediaPlan {
  const plan: MediaPlan = { files: [], eventImages: [], imageOfEvent: new Map(), coverOfBooklet: new Map() };
  const draw = (kind: ImageKind): MediaFile => {
    const [width, height] = SIZES[kind];
    const file = { name: fileNameOf(random), bytes: drawPng(random, width, height, kind === 'background') };
    plan.files.push(file);
    return file;
  };
  const upload = (kind: ImageKind, createdMs: number): number => {
    const file = draw(kind);
    const id = firstImageId + plan.eventImages.length;
    const size = file.bytes.length;
    plan.eventImages.push({ id, file_name: file.name, content_type: 'image/png', size, created_at: iso(createdMs) });
    return id;
  };
  for (const event of events) {
    plan.imageOfEvent.set(event.id, {
      image: event.wantsImage ? upload('banner', event.createdMs) : null,
      background: event.wantsBackground ? upload('background', event.createdMs) : null,
    });
  }
  for (const booklet of booklets) {
    if (booklet.wantsCover) plan.coverOfBooklet.set(booklet.id, draw('cover').name);
  }
  return plan;
}

/**
 * Puts the images into the server's media store (the folder on SQLite, the table on PostgreSQL); returns an undo
 * that removes them, for when the database part fails. A file of the same name left in the folder by an earlier
 * demo (names come from the seed) is replaced, as writing over it always did.
 */
export async function writeMedia(store: MediaStore, files: readonly MediaFile[]): Promise<() => Promise<void>> {
  await Promise.all(files.map(async (file) => {
    await store.delete(file.name);
    await store.put(file.name, file.bytes, 'image/png');
  }));
  return async () => {
    await Promise.all(files.map((file) => store.delete(file.name)));
  };
}
