import { mastodonServerOf, mastodonShareUrl, shareLinks } from '@/lib/share/shareLinks';

const page = { url: 'https://alex.example/portfolio/Projects/ledger/', title: 'Ledger & co' };

describe('shareLinks', () => {
  it('gives each service its own sharing address with the page’s address and title, and nothing else', () => {
    expect(shareLinks(page, 'mastodon.social')).toEqual({
      linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Falex.example%2Fportfolio%2FProjects%2Fledger%2F',
      x: 'https://x.com/intent/post?text=Ledger%20%26%20co&url=https%3A%2F%2Falex.example%2Fportfolio%2FProjects%2Fledger%2F',
      bluesky: 'https://bsky.app/intent/compose?text=Ledger%20%26%20co%20https%3A%2F%2Falex.example%2Fportfolio%2FProjects%2Fledger%2F',
      mastodon: 'https://mastodon.social/share?text=Ledger%20%26%20co%20https%3A%2F%2Falex.example%2Fportfolio%2FProjects%2Fledger%2F',
      email: 'mailto:?subject=Ledger%20%26%20co&body=https%3A%2F%2Falex.example%2Fportfolio%2FProjects%2Fledger%2F',
    });
    expect(mastodonShareUrl('hachyderm.io', page)).toBe(shareLinks(page, 'hachyderm.io').mastodon);
  });
});

describe('mastodonServerOf', () => {
  it.each([
    ['mastodon.social', 'mastodon.social'],
    ['  Hachyderm.io ', 'hachyderm.io'],
    ['https://fosstodon.org/', 'fosstodon.org'],
    ['https://fosstodon.org/@ada', 'fosstodon.org'],
    ['@ada@fosstodon.org', 'fosstodon.org'],
    ['ada@fosstodon.org', 'fosstodon.org'],
  ])('reads %j as %j', (input, server) => expect(mastodonServerOf(input)).toBe(server));

  it.each(['', 'mastodon', 'not a server', 'javascript:alert(1)', 'https://', '@ada'])('refuses %j', (input) => {
    expect(mastodonServerOf(input)).toBeUndefined();
  });
});
