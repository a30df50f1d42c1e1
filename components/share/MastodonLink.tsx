'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { mastodonServerOf, mastodonShareUrl, type SharedPage } from '@/lib/share/shareLinks';
import styles from './ShareLinks.module.css';

/** Where the visitor's Mastodon server is kept once they have named it. */
const SERVER_KEY = 'mastodon-server';

function storedServer(): string | undefined {
  try {
    return mastodonServerOf(localStorage.getItem(SERVER_KEY) ?? '');
  } catch {
    return undefined; // Storage blocked: asked each time.
  }
}

type Props = {
  page: SharedPage;
  /** The server the link goes to with scripts off, and the one offered (content/site.ts, share.mastodon). */
  fallbackServer: string;
  /** The link's accessible name, and its visible one. */
  label: string;
  name: string;
  words: { label: string; submit: string; cancel: string; invalid: string };
};

/**
 * The Mastodon share link. Mastodon is many servers, and a post is written on one's own: the first time, the link
 * asks which (a small dialog), remembers it, and goes there; after that, it goes straight there. With scripts off it
 * is a plain link to the fallback server's share page.
 */
export default function MastodonLink({ page, fallbackServer, label, name, words }: Props) {
  const [server, setServer] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => setServer(storedServer()), []);
  const open = (event: React.MouseEvent) => {
    if (server) return;
    event.preventDefault();
    setInvalid(false);
    dialog.current?.showModal();
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const named = mastodonServerOf(String(new FormData(event.currentTarget).get('server') ?? ''));
    if (!named) return setInvalid(true);
    try {
      localStorage.setItem(SERVER_KEY, named);
    } catch {
      // Kept for this page only.
    }
    setServer(named);
    dialog.current?.close();
    window.open(mastodonShareUrl(named, page), '_blank', 'noopener,noreferrer');
  };
  return (
    <>
      <a href={mastodonShareUrl(server ?? fallbackServer, page)} target="_blank" rel="noopener noreferrer" className={styles.link} aria-label={label} onClick={open}>
        {name}
      </a>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-label`}>
        <form onSubmit={submit} noValidate>
          <label id={`${id}-label`} htmlFor={`${id}-server`}>
            {words.label}
          </label>
          <input
            id={`${id}-server`}
            name="server"
            defaultValue={fallbackServer}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            dir="ltr"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-invalid` : undefined}
          />
          {invalid && (
            <p id={`${id}-invalid`} className={styles.invalid} role="alert">
              {words.invalid}
            </p>
          )}
          <p className={styles.actions}>
            <button type="submit" className={styles.button}>
              {words.submit}
            </button>
            <button type="button" className={styles.button} onClick={() => dialog.current?.close()}>
              {words.cancel}
            </button>
          </p>
        </form>
      </dialog>
    </>
  );
}
