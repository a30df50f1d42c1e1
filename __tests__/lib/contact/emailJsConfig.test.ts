/** @jest-environment node */
import { site } from '@/content/site';
import { emailJsConfig } from '@/lib/contact/emailJsConfig';

const variables = ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'];

describe('the EmailJS keys the build gives the form', () => {
  const saved = { env: { ...process.env }, emailjs: { ...site.emailjs } };
  let warn: jest.SpyInstance;

  beforeEach(() => {
    for (const variable of variables) delete process.env[variable];
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    process.env = { ...saved.env };
    Object.assign(site.emailjs, saved.emailjs);
    warn.mockRestore();
  });

  it('come from the NEXT_PUBLIC_EMAILJS_* variables first', () => {
    Object.assign(site.emailjs, { publicKey: 'site-key', serviceId: 'site-service', templateId: 'site-template' });
    process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY = 'env-key';
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID = 'env-service';
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID = 'env-template';
    expect(emailJsConfig()).toEqual({ publicKey: 'env-key', serviceId: 'env-service', templateId: 'env-template' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('fall back to the owner’s values in content/site.ts', () => {
    Object.assign(site.emailjs, { publicKey: 'site-key', serviceId: 'site-service', templateId: 'site-template' });
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID = 'env-service';
    expect(emailJsConfig()).toEqual({ publicKey: 'site-key', serviceId: 'env-service', templateId: 'site-template' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warn in the build log, naming each variable that is missing', () => {
    Object.assign(site.emailjs, { publicKey: 'site-key', serviceId: '', templateId: '' });
    expect(emailJsConfig()).toEqual({ publicKey: 'site-key', serviceId: '', templateId: '' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([message]) => message).join('\n')).toMatch(/NEXT_PUBLIC_EMAILJS_SERVICE_ID[^\n]*\n[^\n]*NEXT_PUBLIC_EMAILJS_TEMPLATE_ID/);
    // Every page asks (the root layout delivers kept messages): the log names each once.
    emailJsConfig();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
