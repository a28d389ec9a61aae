// Uploads in a folder of the local disk (DATA_DIR/uploads): the default for one machine.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { RefusedKeyError, type FileStorage, type StoredFile } from './file-storage';
import { contentTypeOf, isStorageKey } from './media-key';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalFolderStorage implements FileStorage {
  constructor(readonly root: string) {}

  /** Only server-made keys map to a path, so nothing outside `root` can ever be named. */
  private file(key: string): string {
    if (!isStorageKey(key)) throw new RefusedKeyError(key);
    return path.join(this.root, ...key.split('/'));
  }

  /** The content type is implied by the key's extension here; object storage stores it. */
  async put(key: string, buffer: Buffer, _contentType?: string): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file, even if the process dies mid-write.
    const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(tmp, buffer);
    await fs.rename(tmp, target);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  /** A hard link where the file system allows it (no extra bytes), else a real copy. */
  async copy(fromKey: string, toKey: string): Promise<void> {
    const from = this.file(fromKey);
    const to = this.file(toKey);
    await fs.mkdir(path.dirname(to), { recursive: true });
    try {
      await fs.link(from, to);
    } catch {
      await fs.copyFile(from, to);
    }
  }

  async read(key: string): Promise<Buffer | null> {
    if (!isStorageKey(key)) return null;
    try {
      return await fs.readFile(this.file(key));
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async open(key: string): Promise<StoredFile | null> {
    const contentType = contentTypeOf(key);
    if (!isStorageKey(key) || !contentType) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(key), 'r');
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
    // Size from the open handle, not the path: a file replaced in between cannot mismatch its length.
    const stat = await handle.stat().catch(async (e: unknown) => {
      await handle.close();
      throw e;
    });
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    // The stream closes the handle when it ends or when the reader cancels (a client that left).
    const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    return { body, size: stat.size, contentType };
  }
}
