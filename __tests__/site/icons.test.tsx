/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { FaHeart } from 'react-icons/fa6';
import SpriteIcon from '@/components/SpriteIcon';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { iconId, spriteSvg } from '@/lib/iconSprite';
import { BASE_PATH } from '../support/basePath';

const sprite = spriteSvg();
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe('the icon sprite', () => {
  it('has one symbol per distinct drawing, each with a viewBox and something to draw', () => {
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
    for (const symbol of sprite.match(/<symbol[^]*?<\/symbol>/g)!) {
      expect(symbol).toMatch(/ viewBox="[\d. -]+"/);
      expect(symbol).toMatch(/<(path|circle|rect|polygon|g)\b/);
    }
  });

  it('holds every icon the content names', () => {
    const icons = [
      ...site.profiles.map((profile) => profile.icon),
      ...projects.entries.flatMap((project) => project.stack.map((tech) => tech.icon)),
      ...[...about.skills.cards, ...about.interests.cards].map((card) => card.icon),
      ...about.toolbox.tools.map((tool) => tool.icon),
    ];
    for (const icon of icons) expect(symbolIds).toContain(iconId(icon));
  });

  it('is what SpriteIcon draws from, under the base path, named or hidden from screen readers', () => {
    const [profile] = site.profiles;
    const named = renderToStaticMarkup(<SpriteIcon icon={profile.icon} label="Profile" />);
    expect(named).toContain(`<use href="${BASE_PATH}/icons/sprite.svg#${iconId(profile.icon)}">`);
    expect(named).toMatch(/role="img" aria-label="Profile"/);
    expect(renderToStaticMarkup(<SpriteIcon icon={profile.icon} />)).toContain('aria-hidden="true"');
  });

  it('fails the build, naming where to add it, for an icon it does not hold', () => {
    expect(() => iconId(FaHeart)).toThrow(/lib\/iconSprite\.ts: the icon .* is not in the sprite/);
  });
});
