import { notFoundStyle } from '@/lib/i18n/notFoundLanguage';
import { addressIn, directionOf, FIRST_LANGUAGE, LANGUAGES } from '@/lib/i18n/languages';
import { type Content, contentIn } from '@/lib/content/contentIn';
import { postsIn } from '@/lib/posts/posts';
import ErrorMessage from '../ErrorMessage';
import PageLink from '../PageLink';
import { errorWords } from './SiteLayout';

/** The message in one language: the router's default error page's words, the status, and that language's ways on. */
function Message({ language, content: { site, words } }: { language: string; content: Content }) {
  return (
    <ErrorMessage words={errorWords(language, words)} detail={words.error.notFound}>
      {postsIn(language).length > 0 && (
        <>
          <PageLink href={addressIn(language, 'blog')} className="button">
            {site.blog.label}
          </PageLink>
          <PageLink href={addressIn(language, 'search')} className="button">
            {words.search.label}
          </PageLink>
        </>
      )}
    </ErrorMessage>
  );
}

/**
 * What an unknown address shows, in the reader's language: every language's message, each marked with its language
 * and direction, the first language's shown until the head script (lib/i18n/notFoundLanguage.ts) picks the one of the
 * address asked for. With scripts off, the first language's, and the navbar's links to every language's Home.
 */
export default async function NotFound() {
  const contents = await Promise.all(LANGUAGES.map((language) => contentIn(language)));
  if (LANGUAGES.length === 1) return <Message language={FIRST_LANGUAGE} content={contents[0]} />;
  return (
    <>
      <style>{notFoundStyle(FIRST_LANGUAGE, LANGUAGES.slice(1))}</style>
      {LANGUAGES.map((language, i) => (
        <div key={language} data-not-found-in={language} lang={language} dir={directionOf(language) === 'rtl' ? 'rtl' : undefined} hidden={i > 0}>
          <Message language={language} content={contents[i]} />
        </div>
      ))}
    </>
  );
}
