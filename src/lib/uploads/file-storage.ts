// What the rest of the code may ask of the place uploaded files live. Two implementations: a local
// folder (local-folder-storage.server.ts, the one-machine default) and S3-compatible object storage
// (s3-storage.server.ts); storage.server.ts picks one from the configuration
// (docs/decisions/012-object-storage.md). Keys are always server-made media keys (media-key.ts):
// both implementations refuse anything else, so no caller can name a file outside the uploads.

/** An open stored file: its bytes as a stream (never read whole into memory) and what it is. */
export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  /** Bytes, when the backend knows them (always, for the folder and for S3). */
  size: number | undefined;
  contentType: string;
};

export interface FileStorage {
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  /** Removing a missing file is not an error (deletes are retried and may race). */
  remove(key: string): Promise<void>;
  /** The whole file, or null when there is none (small files and tests; serving uses open()). */
  read(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size and type, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** A second name for an existing file; removing one name leaves the other intact. */
  copy(fromKey: string, toKey: string): Promise<void>;
}

export class RefusedKeyError extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key)}`);
  }
}
