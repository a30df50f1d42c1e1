import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import AccessibilityPage from '@/app/(site)/Accessibility/page';
import { accessibility } from '@/content/accessibility';
import { site } from '@/content/site';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';

/** The criterion table's rows the statement must list as not accessible, read from the file as a reader would. */
const table = readFileSync('docs/accessibility.md', 'utf8');
const exceptions = [...table.matchAll(/^\| (\d\.\d\.\d+ [^|]+?) \| AA? \| (?:Not met|Unchecked) \|/gm)].map(([, criterion]) => criterion);
const walksNotDone = [...table.matchAll(/^\| ([^|]+?) \| not yet \|/gm)].map(([, walk]) => walk);

describe('Accessibility statement', () => {
  it('has the sections a statement has, claims full conformance only with no exception, lists each, and says how to report a barrier', async () => {
    const { words } = await contentIn(FIRST_LANGUAGE);
    const said = words.accessibility;
    render(await AccessibilityPage({}));
    expect(screen.getByRole('heading', { level: 1, name: said.label })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([said.status, said.exceptions, said.alternatives, said.testing, said.technologies, said.feedback]);
    expect(screen.getByText(exceptions.length ? said.partial : said.full)).toBeInTheDocument();
    for (const criterion of exceptions) expect(screen.getByText(criterion)).toBeInTheDocument();
    if (!exceptions.length) expect(screen.getByText(said.none)).toBeInTheDocument();
    for (const walk of walksNotDone) expect(screen.getByText(walk).closest('li')).toHaveTextContent(`${walk}: ${said.notYet}`);
    // How to report a barrier (the contact page), how soon the owner answers, and when it was last reviewed.
    expect(screen.getByRole('link', { name: site.contactLink.label })).toHaveAttribute('href', '/Contact-me');
    expect(screen.getByText(said.answer.replace('{time}', accessibility.responseTime))).toBeInTheDocument();
    expect(screen.getByText(said.reviewed).querySelector('time')).toHaveAttribute('dateTime', accessibility.reviewed);
  });
});
