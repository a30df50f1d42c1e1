/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { conformance, CRITERIA_FILE } from '@/lib/accessibility/conformance';

/** WCAG 2.2's A and AA success criteria (4.1.1 Parsing is obsolete in 2.2): https://www.w3.org/TR/WCAG22/ */
const WCAG_22_A_AA = {
  A: '1.1.1 1.2.1 1.2.2 1.2.3 1.3.1 1.3.2 1.3.3 1.4.1 1.4.2 2.1.1 2.1.2 2.1.4 2.2.1 2.2.2 2.3.1 2.4.1 2.4.2 2.4.3 2.4.4 2.5.1 2.5.2 2.5.3 2.5.4 3.1.1 3.2.1 3.2.2 3.2.6 3.3.1 3.3.2 3.3.7 4.1.2',
  AA: '1.2.4 1.2.5 1.3.4 1.3.5 1.4.3 1.4.4 1.4.5 1.4.10 1.4.11 1.4.12 1.4.13 2.4.5 2.4.6 2.4.7 2.4.11 2.5.7 2.5.8 3.1.2 3.2.3 3.2.4 3.3.3 3.3.4 3.3.8 4.1.3',
};

it('docs/accessibility.md has a row for each of WCAG 2.2’s 55 A and AA success criteria, at its level, once', () => {
  const rows = conformance(CRITERIA_FILE).criteria.map(({ id, level }) => `${id} ${level}`);
  const expected = Object.entries(WCAG_22_A_AA).flatMap(([level, ids]) => ids.split(' ').map((id) => `${id} ${level}`));
  expect(expected).toHaveLength(55);
  expect([...rows].sort()).toEqual(expected.sort());
});

it('names the test or walk behind every criterion it says is met, and each walk it names is in its list of walks', () => {
  const { criteria, walks } = conformance(CRITERIA_FILE);
  const met = criteria.filter(({ status }) => status === 'Met');
  expect(met.filter(({ check }) => !/`(e2e|__tests__)\/|walk "/.test(check)).map(({ id }) => id)).toEqual([]);
  const named = met.flatMap(({ check }) => [...check.matchAll(/walk "([^"]+)"/g)].map(([, walk]) => walk));
  expect(named.filter((walk) => !walks.some(({ name, done }) => name === walk && done))).toEqual([]);
});

it('stops on a row it cannot read, naming the file, the row and what is wrong', () => {
  const table = readFileSync(CRITERIA_FILE, 'utf8').replace('| 1.4.3 Contrast (Minimum) | AA | Met |', '| 1.4.3 Contrast (Minimum) | AA | Mostly |');
  const file = relative(process.cwd(), join(mkdtempSync(join(tmpdir(), 'criteria-')), 'accessibility.md'));
  writeFileSync(file, table);
  expect(() => conformance(file)).toThrow(`${file}, the criteria, row "1.4.3 Contrast (Minimum)": its status must be one of Met, Not applicable, Not met, Unchecked`);
});
