import type { Metadata } from 'next';
import Link from 'next/link';
import article from '@/components/Article.module.css';
import TagIndex from '@/components/posts/TagIndex';
import { site } from '@/content/site';
import { FIRST_WORDS } from '@/lib/i18n/translations';
import { allTags } from '@/lib/posts/posts';
import { tagsMetadata } from '@/lib/seo/pageMetadata';

// Every tag with how many posts it has, at /Blog/tags/: a route only when a post has a tag (`page.tags.tsx`).
export const metadata: Metadata = tagsMetadata(allTags().length);

export default function TagsPage() {
  const { label } = site.blog;
  const page = FIRST_WORDS.blogPage;
  return (
    <section className="container section" aria-labelledby="tags-heading">
      <Link href="/Blog" className={article.back} aria-label={`${page.all}: ${label}`}>
        ← {page.all}
      </Link>
      <h1 id="tags-heading">{page.allTags}</h1>
      <TagIndex tags={allTags()} label={page.allTags} />
    </section>
  );
}
