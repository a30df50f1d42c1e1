'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateContact, type ContactErrors, type ContactValues } from '@/lib/contactSchema';
import { sendContactEmail, type EmailJsConfig } from '@/lib/sendContactEmail';
import styles from './ContactForm.module.css';

type Props = {
  /** The owner's name, sent as the template's `to_name`. */
  toName: string;
  config: EmailJsConfig;
};

const empty: ContactValues = { your_name: '', your_email: '', message: '' };

/** The contact form: checked as the spec's form-level check says, sent through EmailJS from the browser. */
export default function ContactForm({ toName, config }: Props) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Messages appear on the first submit, then follow the visitor's typing until the form is sent.
  const [checking, setChecking] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const fields = useRef<Partial<Record<keyof ContactValues, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (checking) setErrors(validateContact(next).errors);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = validateContact(values);
    setErrors(found);
    if (!data) {
      setChecking(true);
      const firstWrong = (Object.keys(empty) as (keyof ContactValues)[]).find((name) => found[name]);
      if (firstWrong) fields.current[firstWrong]?.focus();
      return;
    }
    // A person never sees or reaches the honeypot; a bot that fills it is dropped without a word.
    const isBot = Boolean(honeypot.current?.value);
    // The form empties at once, without waiting for the reply (spec §4).
    setValues(empty);
    setChecking(false);
    if (honeypot.current) honeypot.current.value = '';
    if (isBot) return;
    void sendContactEmail(
      { from_name: data.your_name, from_email: data.your_email, to_name: toName, message: data.message },
      config,
    );
  };

  const describedBy = (name: keyof ContactValues) => (errors[name] ? `${name}-error` : undefined);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor="your_name">Your Name</label>
        <input
          ref={(element) => void (fields.current.your_name = element)}
          id="your_name"
          name="your_name"
          type="text"
          autoComplete="name"
          value={values.your_name}
          onChange={update}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="your_email">Your Email</label>
        <input
          ref={(element) => void (fields.current.your_email = element)}
          id="your_email"
          name="your_email"
          type="email"
          autoComplete="email"
          value={values.your_email}
          onChange={update}
          aria-invalid={Boolean(errors.your_email)}
          aria-describedby={describedBy('your_email')}
        />
        <p id="your_email-error" className={styles.error}>
          {errors.your_email}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="message">Your message</label>
        <textarea
          ref={(element) => void (fields.current.message = element)}
          id="message"
          name="message"
          rows={5}
          value={values.message}
          onChange={update}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message')}
        />
        <p id="message-error" className={styles.error}>
          {errors.message}
        </p>
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="website">Website</label>
        <input ref={honeypot} id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={`button ${styles.submit}`}>
        Submit
      </button>
    </form>
  );
}
