import type { Metadata } from 'next';
import ContactForm from '@/components/ContactForm';
import { site } from '@/content/site';
import { emailJsConfig } from '@/lib/emailJsConfig';
import styles from './page.module.css';

export const metadata: Metadata = { title: 'Contact' };

export default function ContactPage() {
  const { heading, description } = site.contact;
  return (
    <section className={`container section ${styles.contact}`} aria-labelledby="contact-heading">
      <div className={styles.topBar} aria-hidden="true" />
      <h1 id="contact-heading">{heading}</h1>
      <p className={styles.description}>{description}</p>
      <ContactForm toName={site.name} config={emailJsConfig()} />
    </section>
  );
}
