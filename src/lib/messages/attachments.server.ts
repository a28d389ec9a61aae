// Photos and PDF files in messages (docs/message-attachments.md). Uploaded first, one file a call
// (POST /api/messages/attachments), held for the uploader until a message names them in
// attachmentIds; attached in the message's own transaction (attachToMessage). A photo goes through
// the image pipeline (type from magic bytes, re-encoded, no EXIF/GPS, AVIF + WebP) under a private
// folder the public media route refuses; a PDF is recognised by its `%PDF-` header and stored as
// sent under a random key. Both are served by the messages API to the two people of the
// conversation only (openAttachment).
import crypto from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { writeAudit } from '@/lib/audit/audit.server';
import { db, type Tx } from '@/lib/db/client.server';
import {
  conversationParticipants,
  conversationReports,
  messageAttachments,
  messages,
} from '@/lib/db/schema';
import { AppError, invalidInput, notFound } from '@/lib/http/app-error';
import { msg } from '@/lib/validation/messages';
import { detectImageType } from '@/lib/uploads/detect-type';
import { keyOfMediaUrl, PRIVATE_PHOTO_PREFIX, privateFileKey } from '@/lib/uploads/media-key';
import { removeImage, saveImage, storage, type FileStorage } from '@/lib/uploads/storage.server';
import {
  MAX_MESSAGE_FILES,
  MAX_MESSAGE_PHOTOS,
  toAttachmentDto,
  type AttachmentDto,
} from './attachment-dto';
import type { Conn } from './access.server';

/** A photo in a conversation is looked at on a phone, or opened larger on a laptop. */
export const MESSAGE_PHOTO_WIDTHS = [320, 640, 1280];
/** Unattached uploads one account may hold: one message's fifteen, and a few abandoned drafts. */
export const MAX_PENDING_ATTACHMENTS = 30;
const FILE_NAME_MAX = 120;

export const ATTACHMENT_ERRORS = {
  type: 'messages:errors.attachmentType',
  notPdf: 'messages:errors.notPdf',
  photosMax: msg('messages:errors.photosMax', { max: MAX_MESSAGE_PHOTOS }),
  filesMax: msg('messages:errors.filesMax', { max: MAX_MESSAGE_FILES }),
  foreign: 'messages:errors.foreignAttachments',
  tooManyPending: 'messages:errors.tooManyAttachmentUploads',
} as const;

const isPdf = (buf: Buffer) => buf.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * The name a PDF is offered under: the client's name reduced to letters, digits, spaces and
 * `.-_()`, at most 120 characters, always ending in `.pdf`. It only ever reaches a
 * Content-Disposition header (quoted and encoded there) and escaped text.
 */
export function cleanFileName(name: string): string {
  const base = name
    .normalize('NFC')
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[ ._]+|[ ._]+$/g, '')
    .slice(0, FILE_NAME_MAX - 4);
  return `${base || 'file'}.pdf`;
}

async function assertRoomForUpload(uploaderId: number): Promise<void> {
  const [pending] = await db()
    .select({ n: count() })
    .from(messageAttachments)
    .where(
      and(
        isNull(messageAttachments.messageId),
        eq(messageAttachments.uploaderAccountId, uploaderId),
      ),
    );
  if ((pending?.n ?? 0) >= MAX_PENDING_ATTACHMENTS)
    throw new AppError(
      429,
      'rate_limited',
      ATTACHMENT_ERRORS.tooManyPending,
      { file: ATTACHMENT_ERRORS.tooManyPending },
      3600,
    );
}

/** A photo (JPEG, PNG, WebP; HEIC as far as the pipeline reads it) or a PDF, held for the uploader. */
export async function uploadAttachment(
  uploader: SessionAccount,
  file: { buffer: Buffer; name: string },
  store?: FileStorage,
): Promise<AttachmentDto> {
  const { buffer, name } = file;
  const pdf = isPdf(buffer);
  // Anything else than a PDF or an image the pipeline knows is refused before any work; a file
  // named .pdf that is not one is told so.
  if (!pdf && !detectImageType(buffer))
    throw invalidInput({
      file: /\.pdf$/i.test(name) ? ATTACHMENT_ERRORS.notPdf : ATTACHMENT_ERRORS.type,
    });
  await assertRoomForUpload(uploader.id);
  if (pdf) return storePdf(uploader.id, buffer, cleanFileName(name), store);
  const saved = await saveImage(buffer, {
    prefix: PRIVATE_PHOTO_PREFIX,
    widths: MESSAGE_PHOTO_WIDTHS,
    ...(store ? { store } : {}),
  });
  try {
    const [row] = await db()
      .insert(messageAttachments)
      .values({
        uploaderAccountId: uploader.id,
        kind: 'photo',
        width: saved.width,
        height: saved.height,
        variants: saved.variants,
        sizeBytes: buffer.length,
      })
      .returning();
    return toAttachmentDto(row!);
  } catch (e) {
    await removeImage(saved.variants, store);
    throw e;
  }
}

async function storePdf(
  uploaderId: number,
  buffer: Buffer,
  fileName: string,
  store: FileStorage = storage(),
): Promise<AttachmentDto> {
  const key = privateFileKey(crypto.randomBytes(12).toString('hex')); // 96 bits, never guessed
  await store.put(key, buffer, 'application/pdf');
  try {
    const [row] = await db()
      .insert(messageAttachments)
      .values({
        uploaderAccountId: uploaderId,
        kind: 'pdf',
        fileKey: key,
        fileName,
        sizeBytes: buffer.length,
      })
      .returning();
    return toAttachmentDto(row!);
  } catch (e) {
    await store.remove(key);
    throw e;
  }
}

/**
 * Inside the message's transaction: takes the sender's unattached uploads named in `ids` for the
 * message, in the order given. An id that is not the sender's, or already sent, or over the counts,
 * is a 400 beside `attachmentIds`, and the whole transaction (the message with it) rolls back.
 */
export async function attachToMessage(
  tx: Tx,
  senderId: number,
  messageId: number,
  ids: number[],
): Promise<AttachmentDto[]> {
  if (ids.length === 0) return [];
  // One UPDATE claims them, so a parallel message naming the same upload cannot take it too.
  const taken = await tx
    .update(messageAttachments)
    .set({
      messageId,
      position: sql`array_position(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)}, ${messageAttachments.id})`,
    })
    .where(
      and(
        inArray(messageAttachments.id, ids),
        eq(messageAttachments.uploaderAccountId, senderId),
        isNull(messageAttachments.messageId),
      ),
    )
    .returning();
  if (taken.length !== ids.length) throw invalidInput({ attachmentIds: ATTACHMENT_ERRORS.foreign });
  if (taken.filter((r) => r.kind === 'photo').length > MAX_MESSAGE_PHOTOS)
    throw invalidInput({ attachmentIds: ATTACHMENT_ERRORS.photosMax });
  if (taken.filter((r) => r.kind === 'pdf').length > MAX_MESSAGE_FILES)
    throw invalidInput({ attachmentIds: ATTACHMENT_ERRORS.filesMax });
  return taken.sort((a, b) => a.position - b.position).map(toAttachmentDto);
}

/** The attachments of `messageIds`, by message, in the order they were sent. */
export async function loadAttachments(
  messageIds: number[],
  conn: Conn = db(),
): Promise<Map<number, AttachmentDto[]>> {
  const out = new Map<number, AttachmentDto[]>();
  if (messageIds.length === 0) return out;
  const rows = await conn
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.messageId), asc(messageAttachments.position));
  for (const r of rows) {
    const list = out.get(r.messageId!) ?? [];
    list.push(toAttachmentDto(r));
    out.set(r.messageId!, list);
  }
  return out;
}

export type OpenedAttachment = {
  kind: 'photo' | 'pdf';
  /** The storage key of the file asked for (a PDF, or one photo variant). */
  key: string;
  fileName: string | null;
};

/**
 * The stored file of attachment `id` (for a photo, the variant `variant`) if `caller` may have it:
 * its uploader; either person of the conversation its message is in; an admin only when the
 * message is among those a report of that conversation kept (reading it is audited, as reading the
 * report is). Anyone else, and anything missing, is 404: the answer never tells them apart.
 */
export async function openAttachment(
  caller: SessionAccount,
  id: number,
  variant?: { width: number; format: 'avif' | 'webp' },
): Promise<OpenedAttachment> {
  const p = conversationParticipants;
  const [row] = await db()
    .select({
      uploaderAccountId: messageAttachments.uploaderAccountId,
      kind: messageAttachments.kind,
      fileKey: messageAttachments.fileKey,
      fileName: messageAttachments.fileName,
      variants: messageAttachments.variants,
      messageId: messageAttachments.messageId,
      conversationId: messages.conversationId,
      isParty: sql<boolean>`exists (select 1 from ${p} where ${p.conversationId} = ${messages.conversationId} and ${p.accountId} = ${caller.id})`,
      reported: sql<boolean>`exists (select 1 from ${conversationReports}
        where ${conversationReports.conversationId} = ${messages.conversationId}
        and ${conversationReports.lastMessages} @> jsonb_build_array(jsonb_build_object('id', ${messages.id})))`,
    })
    .from(messageAttachments)
    .leftJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messageAttachments.id, id));
  if (!row) throw notFound();
  const own = row.uploaderAccountId === caller.id;
  const party = row.messageId !== null && row.isParty;
  const moderator = caller.role === 'Admin' && row.messageId !== null && row.reported;
  if (!own && !party && !moderator) throw notFound();

  let key: string | null = null;
  if (row.kind === 'pdf' && !variant) key = row.fileKey;
  if (row.kind === 'photo' && variant) {
    const found = (row.variants ?? []).find(
      (v) => v.width === variant.width && v.format === variant.format,
    );
    key = found ? keyOfMediaUrl(found.path) : null;
  }
  if (!key) throw notFound();
  if (!own && !party)
    await writeAudit(db(), caller.id, {
      action: 'message_attachment.read',
      entity: 'message_attachment',
      entityId: id,
      extra: { conversationId: row.conversationId },
    });
  return { kind: row.kind, key, fileName: row.fileName };
}
