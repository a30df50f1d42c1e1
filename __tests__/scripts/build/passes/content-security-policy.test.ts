/** @jest-environment node */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../../../../scripts/build/passes/content-security-policy.mjs';
import { nextPage } from '../../../support/nextExport';
import { required } from '../../../../lib/required';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const policyOf = (html: string) => required(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html))[1];
const directive = (policy: string, name: string) =>
  required(policy.split('; ').find((part) => part.startsWith(`${name} `)))
    .split(' ')
    .slice(1);

describe.each(['index.html', 'About/index.html', 'Contact-me/index.html'])('contentSecurityPolicy on %s as Next exports it', (path) => {
  const html = nextPage(path);
  const styles = new Set([hash('.from-another-page{}')]);
  const finished = contentSecurityPolicy(html, { styles, emailApi: 'https://api.emailjs.com' });
  const policy = policyOf(finished);

  it('puts the policy straight after the charset, before anything it covers', () => {
    expect(finished).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"');
    expect(finished.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(html);
  });

  it('allows exactly the page’s inline scripts, no inline code by category, and the given styles', () => {
    // Every script with no src that a browser runs (JSON-LD is data).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => hash(match[1]));
    expect(inline.length).toBeGreaterThan(0);
    expect(directive(policy, 'script-src').sort()).toEqual(["'self'", ...new Set(inline)].sort());
    expect(directive(policy, 'style-src')).toEqual(["'self'", ...styles]);
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });
});

describe('contentSecurityPolicy, when the page is not what it expects', () => {
  const html = nextPage('About/index.html');
  const options = { styles: new Set<string>(), emailApi: 'https://api.emailjs.com' };

  it('says the page already has a policy, or no charset to put one after', () => {
    expect(() => contentSecurityPolicy(contentSecurityPolicy(html, options), options)).toThrow(/found a Content-Security-Policy already there/);
    expect(() => contentSecurityPolicy(html.replace('<meta charSet="utf-8"/>', ''), options)).toThrow(/found no <meta charSet="utf-8"\/>/);
  });
});

describe('the search page’s policy', () => {
  it('adds what Pagefind needs to run its WebAssembly, and nothing else; no other page has it', () => {
    const html = nextPage('About/index.html');
    const args = { styles: new Set<string>(), emailApi: 'https://api.emailjs.com' };
    const plain = policyOf(contentSecurityPolicy(html, args));
    const search = policyOf(contentSecurityPolicy(html, { ...args, wasm: true }));
    expect(directive(plain, 'script-src')).not.toContain("'wasm-unsafe-eval'");
    expect(directive(search, 'script-src')).toEqual([...directive(plain, 'script-src').slice(0, 1), "'wasm-unsafe-eval'", ...directive(plain, 'script-src').slice(1)]);
    expect(search.replace(" 'wasm-unsafe-eval'", '')).toBe(plain);
    expect(search).not.toMatch(/unsafe-inline|'unsafe-eval'/);
  });
});

describe('the third parties the owner chose', () => {
  const html = nextPage('About/index.html');
  const args = { styles: new Set<string>(), emailApi: 'https://api.emailjs.com' };
  const plain = policyOf(contentSecurityPolicy(html, args));

  it('allow the analytics’ origin for scripts and sending, and nothing more', () => {
    const counted = policyOf(contentSecurityPolicy(html, { ...args, analytics: 'https://plausible.io' }));
    expect(directive(counted, 'script-src')).toEqual(["'self'", 'https://plausible.io', ...directive(plain, 'script-src').slice(1)]);
    expect(directive(counted, 'connect-src')).toEqual(["'self'", 'https://api.emailjs.com', 'https://plausible.io']);
    expect(counted.replace(/ https:\/\/plausible\.io/g, '')).toBe(plain);
    expect(counted).not.toMatch(/unsafe-inline|'unsafe-eval'/);
  });

  it('allow the comments’ origin as a frame alone, on the page that shows them', () => {
    const discussed = policyOf(contentSecurityPolicy(html, { ...args, frames: 'https://giscus.app' }));
    expect(directive(discussed, 'frame-src')).toEqual(['https://giscus.app']);
    expect(discussed.replace('; frame-src https://giscus.app', '')).toBe(plain);
    expect(plain).not.toContain('frame-src');
  });
});
