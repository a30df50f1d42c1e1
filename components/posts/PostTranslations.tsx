import { asset } from '@/lib/asset';
import { addressIn, nameOf } from '@/lib/i18n/languages';
import { slashed } from '@/lib/pages/pageKinds.mjs';
import { languagesOf, type Post } from '@/lib/posts/posts';
import { WHOLE_PAGE_LINK } from '@/lib/prerender';
import { notIndexed } from '@/lib/search/searchIndex';
import styles from './PostTranslations.module.css';

/**
 * The post in each other language it is written in ("Also in Deutsch"), by each language's own name: plain links,
 * since each loads its page whole, in its own language. Nothing for a post in one language.
 */
export default function PostTranslations({ post, label }: { post: Post; label: string }) {
  const others = languagesOf(post).filter((language) => language !== post.language);
  if (!others.length) return null;
  return (
    <p className={styles.translations} {...notIndexed()}>
      {`${label} `}
      {others.map((language, i) => (
        <span key={language}>
          {i > 0 && ', '}
          <a href={asset(slashed(addressIn(language, 'post', { slug: post.slug })))} hrefLang={language} lang={language} {...WHOLE_PAGE_LINK}>
            {nameOf(language)}
          </a>
        </span>
      ))}
    </p>
  );
}
