// Uploads as objects in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph…), so several
// processes or machines share them (docs/decisions/012-object-storage.md). Every object carries its
// content type and a year of immutable caching, so a CDN or a public bucket (S3_PUBLIC_URL) can
// serve it as /media/ would.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.server';
import { RefusedKeyError, type FileStorage, type StoredFile } from './file-storage';
import { contentTypeOf, isStorageKey, MEDIA_CACHE_CONTROL } from './media-key';

export type S3Settings = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Empty for AWS itself; the store's URL otherwise (http://127.0.0.1:9000 for a local MinIO). */
  endpoint?: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most self-hosted stores need. */
  forcePathStyle?: boolean;
};

export function s3SettingsOf(c: Config): S3Settings {
  if (!c.S3_BUCKET || !c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)
    throw new Error('S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
  };
}

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle ?? false,
    // Recent SDKs add CRC32 checksums to every upload and check them on every download; several
    // S3-compatible stores (older MinIO, Garage, s3rver in our tests) reject or lack them. Only where
    // the API requires them, as SDKs did before 2025 — AWS accepts either.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing object: S3 says NoSuchKey, some compatible stores only 404. */
function isMissing(e: unknown): boolean {
  return (
    e instanceof S3ServiceException &&
    (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404)
  );
}

export class S3Storage implements FileStorage {
  readonly bucket: string;

  constructor(
    settings: S3Settings,
    readonly client: S3Client = s3Client(settings),
  ) {
    this.bucket = settings.bucket;
  }

  /** Same rule as the folder: only server-made keys, so no caller can name another object. */
  private checked(key: string): string {
    if (!isStorageKey(key)) throw new RefusedKeyError(key);
    return key;
  }

  async put(key: string, buffer: Buffer, contentType: string): Promise<void> {
    // One PUT is atomic: a reader sees the old object, none, or the whole new one.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        Body: buffer,
        ContentLength: buffer.length,
        ContentType: contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  /** S3 answers a delete of a missing key with success, which is the rule of the interface. */
  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
    );
  }

  /** A server-side copy: the bytes never pass through this process. Type and caching are copied. */
  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = `${this.bucket}/${this.checked(fromKey)}`;
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(toKey),
        CopySource: source.split('/').map(encodeURIComponent).join('/'),
        MetadataDirective: 'COPY',
      }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    const file = await this.open(key);
    if (!file) return null;
    return Buffer.from(await new Response(file.body).arrayBuffer());
  }

  async open(key: string): Promise<StoredFile | null> {
    const type = contentTypeOf(key);
    if (!isStorageKey(key) || !type) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) return null;
      // The HTTP response body of the store, passed on chunk by chunk; cancelling it (a client that
      // left) destroys the socket instead of draining the object.
      const body = res.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      return { body, size: res.ContentLength, contentType: res.ContentType ?? type };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }
}
