// Uploaded files as files of one folder (DATA_DIR/media): the SQLite server's store, exactly as before the
// interface (same paths, same names). The content type comes from the name's extension; age from the mtime.
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_TYPES, SAFE_NAME, type MediaStore, type StoredFile } from './mediaStore';

export class FolderMediaStore implements MediaStore {
  constructor(readonly folder: string) {}

  async put(name: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    try {
      await writeFile(join(this.folder, name), bytes, { flag: 'wx' });
    } catch (error) {
      // a partial file (a full disk) would only make the shortage worse; unless the name was taken ('wx'), the
      // file is this write's own
      if ((error as { code?: unknown }).code !== 'EEXIST') await this.delete(name).catch(() => undefined);
      throw error;
    }
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const bytes = await readFile(join(this.folder, name)).catch(() => undefined);
    if (!bytes) return undefined;
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return { bytes: new Uint8Array(bytes), contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream', size: bytes.byteLength };
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.folder, name), { force: true });
  }

  /** Files of the folder with an upload's name last written before `before`; none when the folder does not exist yet. */
  async namesOlderThan(before: number): Promise<string[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const old: string[] = [];
    for (const name of names) {
      if (!SAFE_NAME.test(name)) continue;
      const written = await stat(join(this.folder, name)).then((info) => info.mtimeMs, () => undefined);
      if (written !== undefined && written < before) old.push(name);
    }
    return old;
  }
}
