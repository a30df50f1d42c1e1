import type { Metadata } from 'next';
import { emailJsConfig } from '@/lib/contact/emailJsConfig';
import { languageOf, type LanguageParams } from '@/lib/i18n/languages';
import { contentIn, hasStale } from '@/lib/content/contentIn';
import { indexedAs } from '@/lib/search/searchIndex';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import ContactForm from './ContactForm';
import MarkedText from '@/components/MarkedText';
import StaleNotice from '@/components/StaleNotice';
import styles from './ContactPage.module.css';

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  return pageMetadata({ description: site.contact.description, path: '/Contact-me', language, site, words });
}

/** Contact: the owner's invitation and the form, its words in the page's language. */
export default async function ContactPage(props: LanguageParams) {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  const { heading, description } = site.contact;
  return (
    <>
      {(await hasStale(language, 'site')) && <StaleNotice words={words.stale} original="/Contact-me" />}
      <section className={`container section ${styles.contact}`} aria-labelledby="contact-heading">
        <div className={styles.topBar} aria-hidden="true" />
        <MarkedText as="h1" id="contact-heading" {...indexedAs('contact')} text={heading} language={language} />
        <MarkedText as="p" className={styles.description} text={description} language={language} />
        <ContactForm toName={site.name} config={emailJsConfig()} words={words.form} />
      </section>
    </>
  );
}
