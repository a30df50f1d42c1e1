import { contentIn } from '@/lib/i18n/translations';
import ErrorMessage from '../ErrorMessage';
import { errorWords } from './SiteLayout';

/** What an unknown address shows: the router's default error page's words, with the status and its text. */
export default async function NotFound({ language }: { language: string }) {
  const { words } = await contentIn(language);
  return <ErrorMessage words={errorWords(language, words)} detail={words.error.notFound} />;
}
