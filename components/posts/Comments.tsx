'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { CommentsChoice } from '@/lib/comments/giscus';
import { useShownTheme } from '@/lib/theme/useShownTheme';
import styles from './Comments.module.css';

// Fetched on the click alone: no page carries giscus's code (or its frame) until a reader asks for the comments.
const Giscus = dynamic(() => import('@giscus/react'), { ssr: false });

type Props = {
  comments: CommentsChoice;
  /** The discussion's title (lib/comments/giscus.ts), and its page on GitHub. */
  term: string;
  href: string;
  language: string;
  words: { heading: string; show: string; onGitHub: string };
};

/**
 * A post's comments, on GitHub Discussions through giscus. Nothing of giscus loads with the page: a "Show comments"
 * button (there once scripts run, in a place kept for it) loads it, in the theme shown, and it follows each theme
 * change. The link to the discussion on GitHub is there with or without scripts.
 */
export default function Comments({ comments, term, href, language, words }: Props) {
  const [shown, setShown] = useState(false);
  const theme = useShownTheme();
  return (
    <section aria-labelledby="comments-heading" className={styles.comments}>
      <div className={styles.head}>
        <h2 id="comments-heading">{words.heading}</h2>
        <a href={href} className={styles.link}>
          {words.onGitHub}
        </a>
      </div>
      {shown && theme ? (
        <Giscus
          host={comments.origin}
          repo={comments.repo as `${string}/${string}`}
          repoId={comments.repoId}
          category={comments.category}
          categoryId={comments.categoryId}
          mapping="specific"
          term={term}
          strict="1"
          reactionsEnabled="1"
          emitMetadata="0"
          inputPosition="top"
          theme={theme}
          lang={language}
          loading="eager"
        />
      ) : (
        <p className={styles.place}>
          {theme && (
            <button type="button" className="button" onClick={() => setShown(true)}>
              {words.show}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
