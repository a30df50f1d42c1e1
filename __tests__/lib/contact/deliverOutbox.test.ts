import { en } from '@/lib/i18n/words/en';
import { send } from '@emailjs/browser';
import { deliverOutbox } from '@/lib/contact/deliverOutbox';
import { keepMessage, OUTBOX } from '@/lib/contact/outbox';
import { RETRY } from '@/lib/contact/sendContactEmail';
import { recordFeedback } from '../../support/feedback';
import { installWebLocks } from '../../support/webLocks';

jest.mock('@emailjs/browser', () => ({ send: jest.fn() }));
const mockSend = send as jest.Mock;

const params = (message = 'Hello') => ({ from_name: 'Ada', from_email: 'ada@example.com', to_name: 'Owner', message });
const config = { publicKey: 'public-key', serviceId: 'service_id', templateId: 'template_id' };
const ok = { status: 200, text: 'OK' };
const failure = (status: number) => ({ status, text: `HTTP ${status} text` });
/** Answers every send with `status` (200 delivers). */
const answer = (status: number) => mockSend.mockImplementation(() => (status === 200 ? Promise.resolve(ok) : Promise.reject(failure(status))));
const stored = () => JSON.parse(localStorage.getItem(OUTBOX.key) ?? '[]') as { params: { message: string } }[];

const feedback = recordFeedback();

beforeEach(() => {
  jest.useFakeTimers();
  mockSend.mockReset();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Delivers, letting every wait (retries, the fallback lock's pauses) pass. */
async function deliver() {
  const done = deliverOutbox(config, en.form.sent);
  await jest.advanceTimersByTimeAsync(120_000);
  await done;
}

describe.each([
  ['with Web Locks', true],
  ['without Web Locks (the storage lease)', false],
])('delivering, %s', (_, locks) => {
  if (locks) installWebLocks();

  it('sends the kept payload once, removes it, and alerts once', async () => {
    answer(200);
    keepMessage(params());
    await deliver();
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(mockSend).toHaveBeenCalledWith(config.serviceId, config.templateId, params(), config.publicKey);
    expect(localStorage.getItem(OUTBOX.key)).toBeNull();
    expect(feedback.alert.mock.calls).toEqual([['Email Sent !']]);
    expect(feedback.consoleError).not.toHaveBeenCalled();
  });

  it('a rejection that will not pass (400) is dropped with one console line, never kept', async () => {
    answer(400);
    keepMessage(params());
    await deliver();
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual([]);
    expect(feedback.consoleError.mock.calls).toEqual([[expect.any(String), 'HTTP 400 text']]);
    expect(feedback.alert).not.toHaveBeenCalled();
  });

  it.each([503, 0, 408, 429])('a failure that may pass (%i) past the retries stays kept, then goes on the next try', async (status) => {
    answer(status);
    keepMessage(params());
    await deliver();
    expect(mockSend).toHaveBeenCalledTimes(RETRY.attempts);
    expect(stored().map((entry) => entry.params)).toEqual([params()]);
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(feedback.consoleError).not.toHaveBeenCalled();
    answer(200);
    await deliver();
    expect(mockSend).toHaveBeenCalledTimes(RETRY.attempts + 1);
    expect(stored()).toEqual([]);
    expect(feedback.alert).toHaveBeenCalledTimes(1);
  });

  it('delivers every kept message, oldest first, each announced', async () => {
    answer(200);
    keepMessage(params('first'));
    keepMessage(params('second'));
    await deliver();
    expect(mockSend.mock.calls.map((call) => call[2].message)).toEqual(['first', 'second']);
    expect(feedback.alert).toHaveBeenCalledTimes(2);
  });

  it('gives a message up after seven days, with one console line and no send', async () => {
    answer(200);
    jest.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    keepMessage(params('old'));
    jest.setSystemTime(new Date('2026-01-07T23:59:00Z'));
    keepMessage(params('not yet'));
    jest.setSystemTime(new Date('2026-01-08T00:00:01Z'));
    await deliver();
    expect(mockSend.mock.calls.map((call) => call[2].message)).toEqual(['not yet']);
    expect(stored()).toEqual([]);
    expect(feedback.consoleError.mock.calls).toEqual([[expect.stringMatching(/within 7 days/)]]);
    expect(feedback.alert).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while the browser says it is offline, and keeps the message', async () => {
    answer(200);
    keepMessage(params());
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await deliver();
    expect(mockSend).not.toHaveBeenCalled();
    expect(stored()).toHaveLength(1);
  });

  it('a page left mid-send keeps the message for the next page, with no console line', async () => {
    answer(503);
    keepMessage(params());
    const done = deliverOutbox(config, en.form.sent);
    await jest.advanceTimersByTimeAsync(2000);
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(120_000);
    await done;
    expect(mockSend.mock.calls.length).toBeLessThan(RETRY.attempts);
    expect(stored()).toHaveLength(1);
    expect(feedback.consoleError).not.toHaveBeenCalled();
  });

  it('two pages delivering at once send a kept message once and alert once', async () => {
    let reply!: (value: unknown) => void;
    mockSend.mockImplementation(() => new Promise((resolve) => (reply = resolve)));
    keepMessage(params());
    const first = deliverOutbox(config, en.form.sent);
    const second = deliverOutbox(config, en.form.sent);
    await jest.advanceTimersByTimeAsync(5000);
    // One send in flight, and the other page waiting for it rather than sending too.
    expect(mockSend).toHaveBeenCalledTimes(1);
    reply(ok);
    await jest.advanceTimersByTimeAsync(5000);
    await Promise.all([first, second]);
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(feedback.alert).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual([]);
  });
});

describe('the storage lease, where there are no Web Locks', () => {
  it('waits while another page holds it, and takes it over once that page’s claim lapses', async () => {
    answer(200);
    keepMessage(params());
    localStorage.setItem(`${OUTBOX.key}-lease`, JSON.stringify({ owner: 'another tab', until: Date.now() + 10_000 }));
    const done = deliverOutbox(config, en.form.sent);
    await jest.advanceTimersByTimeAsync(9000);
    expect(mockSend).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(5000);
    await done;
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(`${OUTBOX.key}-lease`)).toBeNull();
  });
});
