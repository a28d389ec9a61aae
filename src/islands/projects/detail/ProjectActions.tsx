// Save to the selected list, copy the link, share: the project page's action bar. A visitor's
// "save" is a sign-in link (it works before hydration too); sharing uses the phone's share sheet
// (Web Share API) where there is one, else plain links to Telegram, WhatsApp and Facebook, which are
// in the server HTML and need no script (a <details> disclosure).
import { useEffect, useState } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { notify, notifyError } from '@/lib/ui/notify';
import { callApi } from '@/islands/common/api';
import './detail-islands.css';
import { pureIsland } from '@/islands/pure';

export type ProjectActionsProps = {
  projectId: number;
  isSelected: boolean;
  signedIn: boolean;
  loginHref: string;
  /** Absolute canonical URL of the project. */
  url: string;
  title: string;
  i18n: IslandI18n;
};

const Icon = ({ d }: { d: string }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
    <path fill="currentColor" d={d} />
  </svg>
);
const HEART =
  'M12 21 10.6 19.7C5.4 15 2 11.9 2 8.1 2 5 4.4 2.6 7.5 2.6c1.7 0 3.4.8 4.5 2.1a6 6 0 0 1 4.5-2.1C19.6 2.6 22 5 22 8.1c0 3.8-3.4 6.9-8.6 11.6z';
const HEART_OUTLINE =
  'M16.5 2.6A6 6 0 0 0 12 4.7a6 6 0 0 0-4.5-2.1C4.4 2.6 2 5 2 8.1c0 3.8 3.4 6.9 8.6 11.6L12 21l1.4-1.3C18.6 15 22 11.9 22 8.1c0-3.1-2.4-5.5-5.5-5.5m-4.4 15.6-.1.1-.1-.1C7.1 13.8 4 11 4 8.1 4 6.1 5.5 4.6 7.5 4.6c1.5 0 3 1 3.6 2.4h1.9c.5-1.4 2-2.4 3.5-2.4 2 0 3.5 1.5 3.5 3.5 0 2.9-3.1 5.7-7.9 10.1';
const LINK =
  'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0M8.5 20a4.5 4.5 0 0 1-3.2-7.7l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1a2.5 2.5 0 0 0 3.5 3.5l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1A4.5 4.5 0 0 1 8.5 20m8.1-6.6a1 1 0 0 1-.7-1.7l2.1-2.1a2.5 2.5 0 0 0-3.5-3.5l-2.1 2.1a1 1 0 1 1-1.4-1.4l2.1-2.1a4.5 4.5 0 0 1 6.4 6.4l-2.1 2.1a1 1 0 0 1-.8.2';
const SHARE =
  'M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older WebViews: a selected text field and the legacy copy command.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'pa-offscreen';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export default function ProjectActions(props: ProjectActionsProps) {
  const t = useIslandT(props.i18n);
  const [selected, setSelected] = useState(props.isSelected);
  const [busy, setBusy] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);

  async function toggleSave() {
    if (busy) return;
    setBusy(true);
    const next = !selected;
    const result = await callApi(`/api/selected-projects/${props.projectId}`, {
      method: next ? 'PUT' : 'DELETE',
      lang: props.i18n.lang,
    });
    setBusy(false);
    if (result.ok) {
      setSelected(next);
      notify(next ? 'projectSelected' : 'projectUnselected', t);
    } else if (result.status === 401) {
      window.location.assign(props.loginHref);
    } else {
      notifyError(t, result.message ?? undefined);
    }
  }

  async function copy() {
    if (await copyText(props.url)) notify('linkCopied', t);
    else notifyError(t);
  }

  async function share() {
    try {
      await navigator.share({ title: props.title, url: props.url });
    } catch {
      /* the user closed the share sheet */
    }
  }

  const enc = encodeURIComponent;
  const links = [
    {
      name: 'Telegram',
      href: `https://t.me/share/url?url=${enc(props.url)}&text=${enc(props.title)}`,
    },
    { name: 'WhatsApp', href: `https://wa.me/?text=${enc(`${props.title} ${props.url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(props.url)}` },
  ];

  return (
    <div className="pa">
      {props.signedIn ? (
        <button
          type="button"
          className={`btn ${selected ? '' : 'btn-outline'} pa-save`}
          aria-pressed={selected}
          onClick={toggleSave}
          disabled={busy}
        >
          <Icon d={selected ? HEART : HEART_OUTLINE} />
          <span>{selected ? t('projects:detail.unsave') : t('projects:detail.save')}</span>
        </button>
      ) : (
        <a className="btn btn-outline pa-save" href={props.loginHref}>
          <Icon d={HEART_OUTLINE} />
          <span>{t('projects:detail.signInToSave')}</span>
        </a>
      )}
      <button type="button" className="btn btn-outline" onClick={copy}>
        <Icon d={LINK} />
        <span>{t('projects:detail.copyLink')}</span>
      </button>
      {/* The same box before and after hydration (no layout shift): a <details> whose links work
          without a script; where the phone has a share sheet, the summary opens that instead. */}
      <details className="pa-share">
        <summary
          className="btn btn-outline"
          onClick={(e) => {
            if (canShare) {
              e.preventDefault();
              void share();
            }
          }}
        >
          <Icon d={SHARE} />
          <span>{t('projects:detail.share')}</span>
        </summary>
        <ul className="pa-links card" role="list">
          {links.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('projects:detail.shareVia', { network: link.name })}
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

// Its server HTML depends on its props alone: kept per props (src/islands/pure.ts).
pureIsland(ProjectActions);
