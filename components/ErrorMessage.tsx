import Link from 'next/link';
import styles from './ErrorMessage.module.css';

type Props = {
  /** The status and its text ('404 Not Found') or the error's message. */
  detail: string;
  children?: React.ReactNode;
};

/** What an unknown route or a failing page shows, in the words of the router's default error page. */
export default function ErrorMessage({ detail, children }: Props) {
  return (
    <section className={`container section ${styles.error}`}>
      <h1>Unexpected Application Error!</h1>
      <p className={styles.detail}>{detail}</p>
      <div className={styles.actions}>
        {children}
        <Link href="/" className="button">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
