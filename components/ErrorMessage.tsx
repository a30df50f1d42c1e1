import Link from 'next/link';
import styles from './ErrorMessage.module.css';

/** What an error page says around its detail, in the page's language, and where its Home link goes. */
export type ErrorWords = { heading: string; home: string; retry: string; homeHref: string };

type Props = {
  words: ErrorWords;
  /** The status and its text ('404 Not Found') or the error's message. */
  detail: string;
  children?: React.ReactNode;
};

/** What an unknown route or a failing page shows, in the words of the router's default error page. */
export default function ErrorMessage({ words, detail, children }: Props) {
  return (
    <section className={`container section ${styles.error}`}>
      <h1>{words.heading}</h1>
      <p className={styles.detail}>{detail}</p>
      <div className={styles.actions}>
        {children}
        <Link href={words.homeHref} className="button">
          {words.home}
        </Link>
      </div>
    </section>
  );
}
