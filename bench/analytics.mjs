// npm run bench:analytics: what the analytics an owner chooses cost a page. Builds the project as it is and with
// GoatCounter chosen (its origin the suite's stand-in, scripts/test/third-party-stand-in.mjs, over HTTPS), and
// measures About with and without them and against its own floor, Lighthouse at CPU 4 and 8, RUNS rounds (3 unless
// set), holding it to bench/verdict.mjs's budget. The figures go to docs/performance.md ("Analytics").
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { BUDGET, SLOWDOWNS, writeNoScriptCopy } from './verdict.mjs';
import { builtCopy, copyCheckout } from '../scripts/test/checkout-copy.mjs';
import { freePort } from '../scripts/test/free-port.mjs';
import { sideBySide } from './lighthouse-run.mjs';
import { localCertificate } from '../scripts/test/local-certificate.mjs';
import { thirdPartyStandIn } from '../scripts/test/third-party-stand-in.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PAGE = '/About/';
const certificate = localCertificate();

/** A built copy of the project (checkout-copy.mjs, builtCopy) with `edit` applied to its content/site.ts. */
function builtWith(name, edit = (source) => source) {
  return builtCopy(`bench-analytics-${name}`, (dir) => {
    copyCheckout(dir);
    const site = join(dir, 'content', 'site.ts');
    writeFileSync(site, edit(readFileSync(site, 'utf8')));
  });
}

const standIn = thirdPartyStandIn();
const standInPort = await freePort();
const standInServer = createSecureServer({ ...certificate.tls, allowHTTP1: true }, standIn.handle);
await new Promise((done) => standInServer.listen(standInPort, '127.0.0.1', done));
const analytics = `https://127.0.0.1:${standInPort}`;

const without = builtWith('without');
const counted = builtWith('counted', (source) => source.replace(/\n\}\);\s*$/, `\n  analytics: { provider: 'goatcounter', origin: '${analytics}' },\n});\n`));
if (!readFileSync(join(counted, 'out', 'About', 'index.html'), 'utf8').includes(analytics)) throw new Error('the copy with analytics does not name them in its pages');
writeNoScriptCopy(join(counted, 'out'), join(counted, 'no-script'));
const exports = { 'with analytics': join(counted, 'out'), without: join(without, 'out'), 'its own floor': join(counted, 'no-script') };
let median;
try {
  median = await sideBySide(exports, [PAGE], RUNS, certificate);
} finally {
  standInServer.close();
  for (const dir of [without, counted]) rmSync(dir, { recursive: true, force: true });
}

const figure = (key, which, slowdown) => median(key, which, PAGE, slowdown);
const report = Object.fromEntries(
  SLOWDOWNS.map((slowdown) => [
    `CPU ${slowdown}`,
    Object.fromEntries(
      Object.keys(exports).map((which) => [
        which,
        { lcp: Math.round(figure('lcp', which, slowdown)), tbt: Math.round(figure('tbt', which, slowdown)), performance: figure('performance', which, slowdown), totalKB: Math.round(figure('totalBytes', which, slowdown) / 102.4) / 10 },
      ]),
    ),
  ]),
);
const failures = SLOWDOWNS.flatMap((slowdown) => {
  const ratio = figure('lcp', 'with analytics', slowdown) / figure('lcp', 'its own floor', slowdown);
  report[`CPU ${slowdown}`].lcpAgainstOwnFloor = Math.round(ratio * 100) / 100;
  return ratio > BUDGET.ownFloorLcpRatio[slowdown] ? [`CPU ${slowdown}: LCP ${ratio.toFixed(2)} × its own floor > ${BUDGET.ownFloorLcpRatio[slowdown]}`] : [];
});
report.pageViewsCounted = standIn.hits.filter((hit) => hit.provider === 'goatcounter').length;
if (!report.pageViewsCounted) failures.push('the stand-in counted no page view: the analytics did not load under Lighthouse');
console.log(JSON.stringify(report, null, 2));
if (failures.length) {
  console.error(`Over budget:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('The page with analytics meets the budget against its own floor.');
