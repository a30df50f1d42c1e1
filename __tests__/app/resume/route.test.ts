/** @jest-environment node */
import { site } from '@/content/site';
import { required } from '../../../lib/required';

// The PDF itself is read back from the export by e2e/resume.spec.ts; here, which file the build writes, and when.
jest.mock('@react-pdf/renderer', () => ({ renderToBuffer: jest.fn(async () => Buffer.from('%PDF-1.3 drawn')) }));
jest.mock(
  '@/components/drawn-at-build/Resume',
  () =>
    function Resume() {
      return null;
    },
);
jest.mock('@/components/drawn-at-build/resumeFonts', () => ({ resumeFonts: async () => ['Inter'] }));

const params = (file: string) => ({ params: Promise.resolve({ file }) });
type RouteModule = typeof import('@/app/resume/[file]/route');

describe('the resume the build writes', () => {
  it('is one PDF, named for its owner, where the footer links it', async () => {
    const route: RouteModule = await import('@/app/resume/[file]/route');
    const file = required(site.resume.href.split('/').pop());
    expect(site.resume.href).toMatch(/^\/resume\/[a-z0-9-]+-resume\.pdf$/);
    expect(await route.generateStaticParams()).toEqual([{ file }]);
    const response = await route.GET(new Request('http://localhost/'), params(file));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('%PDF-1.3 drawn');
    expect((await route.GET(new Request('http://localhost/'), params('someone-else-resume.pdf'))).status).toBe(404);
  });

  it('is not written when the owner links a PDF of their own', async () => {
    // The module afresh, as the build finds it (content/check.ts), its resume the owner's own PDF.
    jest.resetModules();
    const own = (await import('@/content/site')).site;
    own.resume = { ...own.resume, src: '/assets/own.pdf', href: '/assets/own.pdf' };
    const route: RouteModule = await import('@/app/resume/[file]/route');
    expect(await route.generateStaticParams()).toEqual([]);
    expect((await route.GET(new Request('http://localhost/'), params(required(site.resume.href.split('/').pop())))).status).toBe(404);
  });
});
