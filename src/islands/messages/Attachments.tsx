// Photos and PDF files of a message (docs/message-attachments.md): photos as lazy thumbnails that
// open the large size, PDFs as chips that download; and the quote request a message names. Every
// address is the messages API's own (served to the two people of the conversation only).
import type { TFunction } from 'i18next';
import type { AttachmentDto, PhotoAttachment } from '@/lib/messages/attachment-dto';
import { formatNumber } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';

/** "340 KB", "2,4 MB" in the page's language. */
export function sizeOf(bytes: number, t: TFunction, lang: Lang): string {
  return bytes < 1024 * 1024
    ? t('messages:ui.sizeKb', { n: formatNumber(Math.max(1, Math.round(bytes / 1024)), lang, 0) })
    : t('messages:ui.sizeMb', { n: formatNumber(bytes / (1024 * 1024), lang, 1) });
}

const srcSet = (p: PhotoAttachment, format: 'avif' | 'webp') =>
  p.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.path} ${v.width}w`)
    .join(', ');

function Photo({ photo, alt }: { photo: PhotoAttachment; alt: string }) {
  const webp = photo.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  const small = webp[0];
  const large = webp[webp.length - 1];
  if (!small || !large) return null;
  // A thumbnail is at most 160 px wide on screen: the browser picks 320 w for a dense phone screen.
  return (
    <a className="msgr-photo" href={large.path} target="_blank" rel="noopener">
      <picture>
        <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes="160px" />
        <img
          src={small.path}
          srcSet={srcSet(photo, 'webp')}
          sizes="160px"
          width={photo.width}
          height={photo.height}
          alt={alt}
          loading="lazy"
          decoding="async"
        />
      </picture>
    </a>
  );
}

export function MessageAttachments(props: {
  items: AttachmentDto[];
  from: string;
  t: TFunction;
  lang: Lang;
}) {
  const { items, t, lang } = props;
  if (items.length === 0) return null;
  const photos = items.filter((a): a is PhotoAttachment => a.kind === 'photo');
  const files = items.filter((a) => a.kind === 'pdf');
  return (
    <>
      {photos.length > 0 && (
        <span className="msgr-photos">
          {photos.map((p) => (
            <Photo key={p.id} photo={p} alt={t('messages:ui.photoFrom', { name: props.from })} />
          ))}
        </span>
      )}
      {files.map((f) => (
        <a
          key={f.id}
          className="msgr-file"
          href={f.url}
          download={f.name}
          aria-label={t('messages:ui.download', { name: f.name, size: sizeOf(f.size, t, lang) })}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5z"
            />
          </svg>
          <span className="msgr-file-name">{f.name}</span>
          <span className="msgr-file-size">{sizeOf(f.size, t, lang)}</span>
        </a>
      ))}
    </>
  );
}
