import type { Metadata } from 'next';
import ContactForm from '@/components/contact/ContactForm';
import { site } from '@/content/site';
import { emailJsConfig } from '@/lib/contact/emailJsConfig';
import { indexedAs } from '@/lib/search/searchIndex';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import styles from './page.module.css';

export const metadata: Metadata = pageMetadata({
  description: site.contact.description,
  path: '/Contact-me',
});

export default function ContactPage() {
  const { heading, description } = site.contact;
  return (
    <section className={`container section ${styles.contact}`} aria-labelledby="contact-heading">
      <div className={styles.topBar} aria-hidden="true" />
      <h1 id="contact-heading" {...indexedAs('page')}>{heading}</h1>
      <p className={styles.description}>{description}</p>
      <ContactForm toName={site.name} config={emailJsConfig()} />
    </section>
  );
}
