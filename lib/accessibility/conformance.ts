import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oncePer } from '../oncePer';

/** The criterion table: every WCAG 2.2 A and AA success criterion, how the site meets it and what test says so. */
export const CRITERIA_FILE = 'docs/accessibility.md';

/** What the table may say of a criterion. Only `Met` and `Not applicable` are claims; the rest are the statement's exceptions. */
export const STATUSES = ['Met', 'Not applicable', 'Not met', 'Unchecked'] as const;

/** A success criterion as the table records it: `1.4.3`, `Contrast (Minimum)`, its level, status, how and its check. */
export type Criterion = { id: string; name: string; level: 'A' | 'AA'; status: (typeof STATUSES)[number]; how: string; check: string };
/** A walk no machine here can make (a screen reader, zoom): when it was last done (`YYYY-MM-DD`), and what it found. */
export type Walk = { name: string; done?: string; result: string };

/** A cell's edge: a bar not escaped. */
const CELL_EDGE = /(?<!\\)\|/;
const cellText = (cell: string) => cell.trim().replace(/\\\|/g, '|');

/** The cells of each row of the table under a `## ` heading, the heading row and its rule left out. */
function rowsUnder(file: string, markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`${file}: no "## ${heading}" section`);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((row) => row.slice(1, -1).split(CELL_EDGE).map(cellText));
}

/**
 * The table and the walks, read from docs/accessibility.md as the build finds it. A row it cannot read stops the build,
 * naming the file, the row and what is wrong.
 */
export const conformance = oncePer((file: string): { criteria: Criterion[]; walks: Walk[] } => {
  const markdown = readFileSync(join(process.cwd(), file), 'utf8');
  const criteria = rowsUnder(file, markdown, 'The criteria').map(([criterion, level, status, how, check]) => {
    const [, id, name] = /^(\d\.\d\.\d+) (.+)$/.exec(criterion) ?? [];
    const problem = [
      [!id, 'its first cell must be a criterion, "1.4.3 Contrast (Minimum)"'],
      [!['A', 'AA'].includes(level), 'its level must be A or AA'],
      [!STATUSES.includes(status as Criterion['status']), `its status must be one of ${STATUSES.join(', ')}`],
      [!how || !check, 'it must say how the site meets it and what checks it'],
    ].find(([wrong]) => wrong)?.[1];
    if (problem) throw new Error(`${file}, the criteria, row "${criterion}": ${problem}`);
    return { id, name, level, status, how, check } as Criterion;
  });
  const walks = rowsUnder(file, markdown, 'Walks').map(([name, done, result]) => {
    if (!/^(\d{4}-\d{2}-\d{2}|not yet)$/.test(done)) throw new Error(`${file}, the walks, row "${name}": when it was done must be a day, 2026-12-07, or "not yet"`);
    return { name, ...(done !== 'not yet' && { done }), result };
  });
  return { criteria, walks };
});

/** What the statement lists as not accessible: every criterion not met, or not yet shown by a test or a walk. */
export const exceptionsOf = (criteria: Criterion[]) => criteria.filter(({ status }) => status === 'Not met' || status === 'Unchecked');
