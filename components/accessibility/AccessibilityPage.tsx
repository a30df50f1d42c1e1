import type { Metadata } from 'next';
import { accessibility } from '@/content/accessibility';
import article from '@/components/Article.module.css';
import MarkedText from '@/components/MarkedText';
import PageLink from '@/components/PageLink';
import StaleNotice from '@/components/StaleNotice';
import { conformance, CRITERIA_FILE, exceptionsOf } from '@/lib/accessibility/conformance';
import { contentIn, hasStale, languageMark, partIn } from '@/lib/content/contentIn';
import { formatPostDate } from '@/lib/i18n/dates';
import { addressIn, languageOf, type LanguageParams } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/pageMetadata';

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  const { description } = await partIn(language, accessibility);
  return pageMetadata({ description, path: '/Accessibility', language, site, words });
}

/**
 * The accessibility statement, in the sections the GOV.UK sample and the W3C's generator share. What it claims and
 * what it lists as not accessible come from the criterion table (docs/accessibility.md, lib/accessibility/): a
 * criterion is claimed only where a test or a recorded walk shows it.
 */
export default async function AccessibilityPage(props: LanguageParams) {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  const { responseTime, reviewed } = await partIn(language, accessibility);
  const said = words.accessibility;
  const { criteria, walks } = conformance(CRITERIA_FILE);
  const exceptions = exceptionsOf(criteria);
  // The table and the walks are the developers' record, in English: marked so, on a page in another language.
  const english = languageMark('en', language);
  const [answerBefore, answerAfter] = said.answer.split('{time}');
  return (
    <>
      {(await hasStale(language, 'accessibility')) && <StaleNotice words={words.stale} original={addressIn(language, 'accessibility')} />}
      <article className={`container section ${article.article}`} aria-labelledby="accessibility-heading">
        <h1 id="accessibility-heading">{said.label}</h1>
        <p className={article.lead}>{said.intro}</p>
        <h2>{said.status}</h2>
        <p>{exceptions.length ? said.partial : said.full}</p>
        <h2>{said.exceptions}</h2>
        {exceptions.length ? (
          <ul {...english}>
            {exceptions.map(({ id, name, how }) => (
              <li key={id}>
                <strong>{`${id} ${name}`}</strong>: {how}
              </li>
            ))}
          </ul>
        ) : (
          <p>{said.none}</p>
        )}
        <h2>{said.alternatives}</h2>
        <p>{said.alternativesText}</p>
        <h2>{said.testing}</h2>
        <p>{said.testingText}</p>
        <p>{said.walks}</p>
        <ul>
          {walks.map(({ name, done, result }) => (
            <li key={name}>
              <span {...english}>{name}</span>:{' '}
              {done ? (
                <>
                  {formatPostDate(done, language)}, <span {...english}>{result}</span>
                </>
              ) : (
                said.notYet
              )}
            </li>
          ))}
        </ul>
        <h2>{said.technologies}</h2>
        <p>{said.technologiesText}</p>
        <h2>{said.feedback}</h2>
        <p>
          {said.feedbackText} <PageLink href={addressIn(language, 'contact')}>{site.contactLink.label}</PageLink>
        </p>
        <p>
          {answerBefore}
          <MarkedText text={responseTime} language={language} />
          {answerAfter}
        </p>
        <p>
          {said.reviewed} <time dateTime={reviewed}>{formatPostDate(reviewed, language)}</time>
        </p>
      </article>
    </>
  );
}
