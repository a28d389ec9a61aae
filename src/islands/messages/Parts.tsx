// Small pieces of the messages island: a message's text (links only for http(s), everything else
// as text — React escapes it; no dangerouslySetInnerHTML anywhere) and a person's photo or initials.
import type { CSSProperties } from 'react';
import { initials } from '@/lib/ui/initials';
import { linkify } from './linkify';
import type { OtherParty } from '@/lib/messages/api-shapes';

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((p, i) =>
        p.href ? (
          <a key={i} href={p.href} rel="nofollow ugc noopener" target="_blank">
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

export function PartyPhoto({
  party,
  name,
  size,
}: {
  party: OtherParty;
  name: string;
  size: number;
}) {
  const path = party.image?.imagePath;
  if (path)
    return <img className="avatar" src={path} alt="" width={size} height={size} decoding="async" />;
  return (
    <span
      className="avatar avatar-initials"
      style={{ '--size': `${size}px` } as CSSProperties}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
