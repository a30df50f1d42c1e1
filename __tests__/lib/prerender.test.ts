import { SPECULATION_RULES, WHOLE_PAGE_LINK, whenShown } from '@/lib/prerender';

describe('the speculation rules', () => {
  const rules = JSON.parse(SPECULATION_RULES) as Record<string, { where: { selector_matches: string }; eagerness: string }[]>;

  it('prerender, or else prefetch, a link that loads its page whole, at the reader’s first sign of intent (not at once), and no other link', () => {
    expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
    const whole = Object.assign(document.createElement('a'), { href: '/Blog/hello/' });
    for (const [name, value] of Object.entries(WHOLE_PAGE_LINK)) whole.setAttribute(name, value);
    const clientSide = Object.assign(document.createElement('a'), { href: '/About/' });
    for (const [action, [rule]] of Object.entries(rules)) {
      expect([action, rule.eagerness]).toEqual([action, 'eager']);
      expect(whole.matches(rule.where.selector_matches)).toBe(true);
      expect(clientSide.matches(rule.where.selector_matches)).toBe(false);
    }
  });
});

describe('whenShown', () => {
  afterEach(() => delete (document as { prerendering?: boolean }).prerendering);

  it('runs at once in a page that is shown', () => {
    const run = jest.fn();
    whenShown(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('in a page being prerendered, waits for the reader to arrive, then runs once', () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    const run = jest.fn();
    whenShown(run);
    expect(run).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('prerenderingchange'));
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
