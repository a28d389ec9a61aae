// The attachments of a message as every answer and the live stream show them
// (docs/message-attachments.md). Plain types and pure functions, so an island may import them.
import type { ImageVariant } from '@/lib/db/schema';

/** At most this many photos and this many PDF files in one message. */
export const MAX_MESSAGE_PHOTOS = 10;
export const MAX_MESSAGE_FILES = 5;

/** A photo: its re-encoded variants, each served to the two people of the conversation only. */
export type PhotoAttachment = {
  id: number;
  kind: 'photo';
  width: number;
  height: number;
  variants: ImageVariant[];
};

/** A PDF: the name it was sent with (cleaned), its size in bytes and where to download it. */
export type FileAttachment = { id: number; kind: 'pdf'; name: string; size: number; url: string };

export type AttachmentDto = PhotoAttachment | FileAttachment;

export const ATTACHMENT_URL_PREFIX = '/api/messages/attachments/';

export const attachmentUrl = (id: number) => `${ATTACHMENT_URL_PREFIX}${id}`;

export const photoVariantUrl = (id: number, width: number, format: 'avif' | 'webp') =>
  `${ATTACHMENT_URL_PREFIX}${id}/${width}.${format}`;

type AttachmentRow = {
  id: number;
  kind: 'photo' | 'pdf';
  width: number | null;
  height: number | null;
  variants: ImageVariant[] | null;
  fileName: string | null;
  sizeBytes: number;
};

/** The stored variants' paths are private keys: the answer names the checked route instead. */
export function toAttachmentDto(row: AttachmentRow): AttachmentDto {
  if (row.kind === 'pdf')
    return {
      id: row.id,
      kind: 'pdf',
      name: row.fileName ?? 'file.pdf',
      size: row.sizeBytes,
      url: attachmentUrl(row.id),
    };
  return {
    id: row.id,
    kind: 'photo',
    width: row.width ?? 0,
    height: row.height ?? 0,
    variants: (row.variants ?? []).map((v) => ({
      width: v.width,
      format: v.format,
      path: photoVariantUrl(row.id, v.width, v.format),
    })),
  };
}
