// Photos and PDFs in messages through the real routes and pipeline (docs/message-attachments.md):
// who gets the files (the two people; the uploader before sending; an admin only through a report;
// nobody else, the public media route included), what they are served with, the PDF's magic bytes,
// the limits, nothing half-written, the message DTO (attachments and the quote request it names) in
// the API and the live stream, and the sweep of uploads never sent.
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson, type Person } from '@tests/helpers/authz-world';
import { SseReader } from '@tests/helpers/sse';
import { fileForm, jpeg } from '@tests/factories/pro';
import { pdf } from '@tests/factories/messages';
import { db } from '@/lib/db/client.server';
import {
  messageAttachments,
  messages,
  quoteRequests,
  regions,
  services,
  type ImageVariant,
} from '@/lib/db/schema';
import { keyOfMediaUrl, PRIVATE_PHOTO_PREFIX } from '@/lib/uploads/media-key';
import { storage } from '@/lib/uploads/storage.server';
import { POST as sendApi } from '@/pages/api/messages/index';
import { POST as uploadApi } from '@/pages/api/messages/attachments/index';
import { GET as fileApi } from '@/pages/api/messages/attachments/[id]';
import { GET as photoApi } from '@/pages/api/messages/attachments/[id]/[variant]';
import { GET as conversationApi } from '@/pages/api/messages/conversations/[id]/index';
import { POST as reportApi } from '@/pages/api/messages/conversations/[id]/report';
import { GET as mediaRoute } from '@/pages/media/[...path]';
import { MAX_PENDING_ATTACHMENTS } from './attachments.server';
import { sweepUnsentAttachments } from './attachments.sweep.server';
import { LiveHub } from './live/hub.server';
import { sendMessage } from './send.server';

let ipSeq = 0;
const ip = () => `10.77.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

const upload = (who: Person, form: FormData, lang: 'en' | 'ru' = 'en') =>
  call(uploadApi, '/api/messages/attachments', {
    method: 'POST',
    account: who.account,
    formData: form,
    lang,
    clientAddress: ip(),
  });
const uploadPdf = (who: Person, name = 'Smeta 2026.pdf') =>
  upload(who, fileForm(pdf(), name, 'application/pdf'));
const uploadPhoto = async (who: Person) => upload(who, fileForm(await jpeg(160, 120)));
const send = (who: Person, body: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
  call(sendApi, '/api/messages', {
    method: 'POST',
    account: who.account,
    body,
    lang,
    clientAddress: ip(),
  });
const getFile = (who: Person | null, id: number) =>
  call(fileApi, `/api/messages/attachments/${id}`, {
    account: who?.account ?? null,
    params: { id: String(id) },
  });
const getPhoto = (who: Person | null, id: number, v: { width: number; format: string }) =>
  call(photoApi, `/api/messages/attachments/${id}/${v.width}.${v.format}`, {
    account: who?.account ?? null,
    params: { id: String(id), variant: `${v.width}.${v.format}` },
  });
const rowsOf = (ids: number[]) =>
  Promise.all(
    ids.map(
      async (id) =>
        (await db().select().from(messageAttachments).where(eq(messageAttachments.id, id)))[0],
    ),
  );
const messagesFrom = (who: Person) =>
  db().select().from(messages).where(eq(messages.senderAccountId, who.account.id));
/** Unattached photo rows of `who` without files: what the limits count, made fast. */
const fakePhotos = async (who: Person, n: number) =>
  (
    await db()
      .insert(messageAttachments)
      .values(
        Array.from({ length: n }, () => ({
          uploaderAccountId: who.account.id,
          kind: 'photo' as const,
          width: 640,
          height: 480,
          variants: [] as ImageVariant[],
          sizeBytes: 1000,
        })),
      )
      .returning({ id: messageAttachments.id })
  ).map((r) => r.id);

describe('attachments in a conversation', () => {
  it('a PDF and a photo reach the other person only, with the headers that keep them inert', async () => {
    const [sender, receiver, third, admin] = [
      await makePerson('user'),
      await makePerson('agent'),
      await makePerson('user'),
      await makePerson('admin'),
    ];
    const file = await uploadPdf(sender, 'Смета "уй" 1.pdf');
    expect(file.status, file.text).toBe(201);
    expect(file.json).toMatchObject({
      kind: 'pdf',
      name: 'Смета _уй_ 1.pdf',
      size: pdf().length,
    });
    const photo = await uploadPhoto(sender);
    expect(photo.status, photo.text).toBe(201);
    expect(photo.json.kind).toBe('photo');
    const webp = photo.json.variants.find((v: ImageVariant) => v.format === 'webp')!;
    expect(webp.path).toBe(`/api/messages/attachments/${photo.json.id}/${webp.width}.webp`);

    // Before sending: the uploader may look at their upload, nobody else.
    expect((await getFile(sender, file.json.id)).status).toBe(200);
    expect((await getFile(receiver, file.json.id)).status).toBe(404);

    const sent = await send(sender, {
      toAccountId: receiver.account.id,
      content: '',
      attachmentIds: [photo.json.id, file.json.id],
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.message.content).toBe('');
    expect(sent.json.message.attachments.map((a: { id: number }) => a.id)).toEqual([
      photo.json.id,
      file.json.id,
    ]);
    const cid = sent.json.conversationId as number;

    // The receiver sees them in the conversation, and gets both files.
    const thread = await call(conversationApi, `/api/messages/conversations/${cid}`, {
      account: receiver.account,
      params: { id: String(cid) },
    });
    expect(thread.json.messages.items[0].attachments).toEqual([photo.json, file.json]);
    const got = await getFile(receiver, file.json.id);
    expect(got.status).toBe(200);
    expect(got.text.startsWith('%PDF-')).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="_____ ____ 1.pdf"; filename*=UTF-8''${encodeURIComponent('Смета _уй_ 1.pdf')}`,
    );
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(got.headers.get('cache-control')).toMatch(/^private/);
    const image = await getPhoto(receiver, photo.json.id, webp);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toMatch(/^private/);
    // A size that was not made, or the PDF route for a photo: 404.
    expect((await getPhoto(receiver, photo.json.id, { width: 999, format: 'webp' })).status).toBe(
      404,
    );
    expect((await getFile(receiver, photo.json.id)).status).toBe(404);

    // A third account and an admin: 404, as if there were nothing; a visitor: 401.
    for (const who of [third, admin]) {
      expect((await getFile(who, file.json.id)).status).toBe(404);
      expect((await getPhoto(who, photo.json.id, webp)).status).toBe(404);
    }
    expect((await getFile(null, file.json.id)).status).toBe(401);
    // The photo's stored key is private: the public media route refuses it.
    const [row] = await rowsOf([photo.json.id]);
    const key = keyOfMediaUrl(row!.variants![0]!.path)!;
    expect(key.startsWith(`${PRIVATE_PHOTO_PREFIX}/`)).toBe(true);
    expect(await storage().read(key)).not.toBeNull();
    const media = await mediaRoute({
      params: { path: key },
      request: new Request(`http://localhost/media/${key}`),
    } as never);
    expect(media.status).toBe(404);

    // Once the receiver reports the conversation, an admin may read them (and it is audited).
    const report = await call(reportApi, `/api/messages/conversations/${cid}/report`, {
      method: 'POST',
      account: receiver.account,
      params: { id: String(cid) },
      body: { reason: 'Spam' },
    });
    expect(report.status, report.text).toBe(201);
    expect((await getFile(admin, file.json.id)).status).toBe(200);
    expect((await getPhoto(admin, photo.json.id, webp)).status).toBe(200);
    expect((await getFile(third, file.json.id)).status).toBe(404);
  });

  it('knows a PDF by its first bytes, whatever the name, and refuses what is neither', async () => {
    const me = await makePerson('user');
    const fake = await upload(
      me,
      fileForm(
        Buffer.from('<html><script>alert(1)</script></html>'),
        'smeta.pdf',
        'application/pdf',
      ),
    );
    expect(fake.status).toBe(400);
    expect(fake.json.error.fields.file).toBe(
      'This file is not a PDF: it may be damaged or renamed',
    );
    const ru = await upload(
      me,
      fileForm(Buffer.from('just some text, not a file we take'), 'a.txt', 'text/plain'),
      'ru',
    );
    expect(ru.status).toBe(400);
    expect(ru.json.error.fields.file).toBe(
      'Прикрепить можно только фото (JPEG, PNG, WebP) или PDF-файлы',
    );
    // A real PDF named anything is a PDF; it is offered back as .pdf.
    const named = await upload(me, fileForm(pdf(), 'scan', 'application/octet-stream'));
    expect(named.status, named.text).toBe(201);
    expect(named.json).toMatchObject({ kind: 'pdf', name: 'scan.pdf' });
    // Over 15 MB: refused before it is stored.
    const big = Buffer.concat([pdf(), Buffer.alloc(15 * 1024 * 1024)]);
    const tooBig = await upload(me, fileForm(big, 'big.pdf', 'application/pdf'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error.fields.file).toBeDefined();
    const rows = await db()
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.uploaderAccountId, me.account.id));
    expect(rows.map((r) => r.fileName)).toEqual(['scan.pdf']);
  });

  it('refuses an 11th photo, a 6th PDF, someone else’s or a sent upload, and writes nothing', async () => {
    const [me, you, other] = [
      await makePerson('user'),
      await makePerson('user'),
      await makePerson('user'),
    ];
    const eleven = await fakePhotos(me, 11);
    const over = await send(me, {
      toAccountId: you.account.id,
      content: 'Rasmlar',
      attachmentIds: eleven,
    });
    expect(over.status).toBe(400);
    expect(over.json.error.fields.attachmentIds).toBe('At most 10 photos in one message');
    const pdfs: number[] = [];
    for (let i = 0; i < 6; i++) pdfs.push((await uploadPdf(me, `f${i}.pdf`)).json.id);
    const sixPdfs = await send(me, { toAccountId: you.account.id, attachmentIds: pdfs }, 'ru');
    expect(sixPdfs.status).toBe(400);
    expect(sixPdfs.json.error.fields.attachmentIds).toBe(
      'Не больше 5 PDF-файлов в одном сообщении',
    );
    const tooManyIds = await send(me, {
      toAccountId: you.account.id,
      attachmentIds: [...eleven, ...pdfs],
    });
    expect(tooManyIds.status).toBe(400);
    expect(tooManyIds.json.error.fields.attachmentIds).toBe(
      'At most 15 attachments in one message',
    );

    // One of mine and one of someone else's: the message is refused whole, mine stays unsent.
    const [theirs] = await fakePhotos(other, 1);
    const mixed = await send(me, {
      toAccountId: you.account.id,
      content: 'Mana',
      attachmentIds: [eleven[0]!, theirs!],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json.error.fields.attachmentIds).toMatch(/no longer available/);
    expect(await messagesFrom(me)).toHaveLength(0);
    const after = await rowsOf([...eleven, ...pdfs, theirs!]);
    expect(after.every((r) => r!.messageId === null)).toBe(true);

    // Sent once, an upload cannot be sent again (nor by the receiver).
    const ok = await send(me, {
      toAccountId: you.account.id,
      content: 'Mana',
      attachmentIds: eleven.slice(0, 10),
    });
    expect(ok.status, ok.text).toBe(201);
    const again = await send(me, {
      toAccountId: you.account.id,
      content: 'Yana',
      attachmentIds: [eleven[0]!],
    });
    expect(again.status).toBe(400);
    const stolen = await send(you, {
      toAccountId: me.account.id,
      content: 'Meniki',
      attachmentIds: [eleven[10]!],
    });
    expect(stolen.status).toBe(400);
    expect(await messagesFrom(you)).toHaveLength(0);

    // Text or attachments: an empty message with neither is refused beside `content`.
    const empty = await send(me, { toAccountId: you.account.id, content: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.content).toBeDefined();
  });

  it('holds at most 30 unsent uploads per account (429), and sweeps those unsent after a day', async () => {
    const me = await makePerson('user');
    await fakePhotos(me, MAX_PENDING_ATTACHMENTS);
    const refused = await uploadPdf(me);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.json.error.fields.file).toBeDefined();

    const you = await makePerson('user');
    const old = await uploadPdf(you);
    const oldPhoto = await uploadPhoto(you);
    const recent = await uploadPdf(you);
    const sent = await uploadPdf(you);
    await sendMessage(you.account, {
      toAccountId: me.account.id,
      content: 'Smeta',
      attachmentIds: [sent.json.id],
    });
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    for (const id of [old.json.id, oldPhoto.json.id, sent.json.id])
      await db()
        .update(messageAttachments)
        .set({ createdAt: dayAgo })
        .where(eq(messageAttachments.id, id));
    const [oldRow, oldPhotoRow] = await rowsOf([old.json.id, oldPhoto.json.id]);
    await sweepUnsentAttachments();
    const [a, b, c, d] = await rowsOf([
      old.json.id,
      oldPhoto.json.id,
      recent.json.id,
      sent.json.id,
    ]);
    expect([a, b, c !== undefined, d !== undefined]).toEqual([undefined, undefined, true, true]);
    expect(await storage().read(oldRow!.fileKey!)).toBeNull();
    expect(await storage().read(keyOfMediaUrl(oldPhotoRow!.variants![0]!.path)!)).toBeNull();
    const left = await db()
      .select()
      .from(messageAttachments)
      .where(
        and(
          eq(messageAttachments.uploaderAccountId, you.account.id),
          isNull(messageAttachments.messageId),
        ),
      );
    expect(left.map((r) => r.id)).toEqual([recent.json.id]);
  });
});

describe('the message DTO', () => {
  const hubs: LiveHub[] = [];
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((h) => h.closeAll()));
  });

  it('names the quote request a message is about, in the reader’s language, in the API and the live stream', async () => {
    const [customer, specialist] = [await makePerson('user'), await makePerson('agent')];
    const [service] = await db()
      .insert(services)
      .values({
        seoUrl: `attach-quote-${Date.now()}`,
        nameUz: 'Tom yopish',
        nameRu: 'Кровля',
        nameEn: 'Roofing',
      })
      .returning();
    const [region] = await db().select().from(regions).limit(1);
    const [request] = await db()
      .insert(quoteRequests)
      .values({
        customerAccountId: customer.account.id,
        serviceId: service!.id,
        regionId: region!.id,
        description: 'Tomni yopish kerak, 120 kv.m',
      })
      .returning();

    const hub = new LiveHub({ pollMs: 3_600_000 });
    hubs.push(hub);
    const stream = (p: Person, lang: 'en' | 'ru') =>
      new SseReader(
        (
          hub.open({ accountId: p.account.id, sessionId: p.sessionId, ip: '10.1.2.3', lang }) as {
            body: ReadableStream<Uint8Array>;
          }
        ).body,
      );
    const [toCustomer, toSpecialist] = [stream(customer, 'ru'), stream(specialist, 'en')];
    await hub.tick();
    const file = await uploadPdf(specialist, 'narx.pdf');
    const sent = await sendMessage(
      specialist.account,
      {
        toAccountId: customer.account.id,
        content: 'Narxini yubordim',
        attachmentIds: [file.json.id],
      },
      { quoteRequestId: request!.id },
    );
    expect(sent.message.quoteRequestId).toBe(request!.id);

    const thread = (lang: 'en' | 'ru') =>
      call(conversationApi, `/api/messages/conversations/${sent.conversationId}`, {
        account: customer.account,
        params: { id: String(sent.conversationId) },
        lang,
      });
    const ru = (await thread('ru')).json.messages.items[0];
    expect(ru.quoteRequest).toEqual({
      id: request!.id,
      service: { id: service!.id, name: 'Кровля' },
    });
    expect((await thread('en')).json.messages.items[0].quoteRequest.service.name).toBe('Roofing');
    expect(ru.attachments).toEqual([file.json]);

    await hub.tick();
    await toCustomer.until((r) => r.ofType('message').length === 1);
    await toSpecialist.until((r) => r.ofType('message').length === 1);
    const live = (r: SseReader) =>
      (r.ofType('message')[0]!.data as { message: Record<string, unknown> }).message;
    expect(live(toCustomer)).toMatchObject({
      id: sent.message.id,
      attachments: [file.json],
      quoteRequest: { id: request!.id, service: { name: 'Кровля' } },
    });
    expect(live(toSpecialist)).toMatchObject({
      quoteRequest: { service: { name: 'Roofing' } },
    });
  });
});
