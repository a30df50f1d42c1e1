import type { Words } from '@/lib/i18n/words';
import { notIndexed } from '@/lib/search/searchIndex';
import { type SharedPage, shareLinks } from '@/lib/share/shareLinks';
import MastodonLink from './MastodonLink';
import ShareButton from './ShareButton';
import styles from './ShareLinks.module.css';

type Props = {
  page: SharedPage;
  /** The Mastodon server the link goes to before a visitor names theirs (content/site.ts, share.mastodon). */
  mastodon: string;
  words: Words;
};

/**
 * A project page's or post's "Share": the share button (the system's sheet, or "Copy link") once scripts run, and
 * plain links to LinkedIn, X, Bluesky, Mastodon and e-mail, which work without them. Each carries the page's
 * canonical address and title, nothing more.
 */
export default function ShareLinks({ page, mastodon, words }: Props) {
  const { share, newTab } = words;
  const links = shareLinks(page, mastodon);
  const named = (name: string) => `${share.on} ${name} (${newTab})`;
  const services = [
    ['LinkedIn', links.linkedin],
    ['X', links.x],
    ['Bluesky', links.bluesky],
  ] as const;
  return (
    <section aria-labelledby="share-heading" className={styles.share} {...notIndexed()}>
      <div className={styles.head}>
        <h2 id="share-heading">{share.heading}</h2>
        <ShareButton page={page} words={share} />
      </div>
      <ul className={styles.links}>
        {services.map(([name, href]) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link} aria-label={named(name)}>
              {name}
            </a>
          </li>
        ))}
        <li>
          <MastodonLink page={page} fallbackServer={mastodon} label={named('Mastodon')} name="Mastodon" words={share.server} />
        </li>
        <li>
          <a href={links.email} className={styles.link}>
            {share.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
