'use client';

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateContact, type ContactErrors, type ContactValues } from '@/lib/contact/contactSchema';
import { deliverOutbox } from '@/lib/contact/deliverOutbox';
import { keepMessage } from '@/lib/contact/outbox';
import { sendContactEmail, type EmailJsConfig } from '@/lib/contact/sendContactEmail';
import styles from './ContactForm.module.css';

/** The form's words in the page's language: its labels, its button, its error and the alert once sent. */
export type ContactWords = { name: string; email: string; message: string; submit: string; required: string; sent: string };

type Props = {
  /** The owner's name, sent as the template's `to_name`. */
  toName: string;
  config: EmailJsConfig;
  words: ContactWords;
};

const empty: ContactValues = { your_name: '', your_email: '', message: '' };

/** The spec's three fields, in order, each labelled by its word; `checked` ones are the ones the form-level check can find wrong. */
const controls = [
  { name: 'your_name', word: 'name', type: 'text', autoComplete: 'name', checked: false },
  { name: 'your_email', word: 'email', type: 'email', autoComplete: 'email', checked: true },
  { name: 'message', word: 'message', rows: 5, checked: true },
] as const;

/** The contact form: checked as the spec's form-level check says, sent through EmailJS from the browser. */
export default function ContactForm({ toName, config, words }: Props) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Messages appear on the first submit, then follow the visitor's typing until the form is sent.
  const [checking, setChecking] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const fields = useRef<Partial<Record<keyof ContactValues, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [adopted, setAdopted] = useState(false);

  // The page paints, and can be typed into, before its scripts arrive: keep what was typed meanwhile...
  useEffect(() => {
    const typed = Object.fromEntries(controls.map(({ name }) => [name, fields.current[name]?.value ?? ''])) as ContactValues;
    if (Object.values(typed).some(Boolean)) setValues(typed);
    setAdopted(true);
  }, []);
  // ...then tell the page's loader (scripts/build/passes/defer-scripts.mjs) that a submit it held can be made again.
  useEffect(() => {
    if (adopted) form.current?.setAttribute('data-ready', '');
  }, [adopted]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (checking) setErrors(validateContact(next, words.required).errors);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = validateContact(values, words.required);
    setErrors(found);
    if (!data) {
      setChecking(true);
      const firstWrong = controls.find(({ name }) => found[name])?.name;
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
    const params = { from_name: data.your_name, from_email: data.your_email, to_name: toName, message: data.message };
    // Kept before the first attempt, so neither a dropped network nor a closed page loses it (lib/contact/outbox.ts);
    // where storage is unusable, sent as it stands.
    if (keepMessage(params)) void deliverOutbox(config, words.sent);
    else void sendContactEmail(params, config, words.sent);
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      {controls.map(({ name, word, checked, ...control }) => {
        const shared = {
          id: name,
          name,
          value: values[name],
          onChange: update,
          // Only the checked fields can be wrong (they are required: a screen reader says so before a submit), and each
          // has its message paragraph (spec §2).
          ...(checked && {
            'aria-required': true,
            'aria-invalid': Boolean(errors[name]),
            'aria-describedby': errors[name] ? `${name}-error` : undefined,
          }),
        };
        const remember = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
          fields.current[name] = element;
        };
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={name}>{words[word]}</label>
            {'rows' in control ? <textarea ref={remember} rows={control.rows} {...shared} /> : <input ref={remember} type={control.type} autoComplete={control.autoComplete} {...shared} />}
            {checked && (
              <p id={`${name}-error`} className={styles.error}>
                {errors[name]}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="website">Website</label>
        <input ref={honeypot} id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={`button ${styles.submit}`}>
        {words.submit}
      </button>
    </form>
  );
}
