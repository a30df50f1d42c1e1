import { en } from '@/lib/i18n/words/en';
import { send } from '@emailjs/browser';
import { RETRY, sendContactEmail } from '@/lib/contact/sendContactEmail';
import { recordFeedback } from '../../support/feedback';

jest.mock('@emailjs/browser', () => ({ send: jest.fn() }));
const mockSend = send as jest.Mock;

const params = { from_name: 'Ada', from_email: 'ada@example.com', to_name: 'Owner', message: 'Hello' };
const config = { publicKey: 'public-key', serviceId: 'service_id', templateId: 'template_id' };

const ok = { status: 200, text: 'OK' };
const failure = (status: number) => ({ status, text: status ? `HTTP ${status} text` : '' });

const feedback = recordFeedback();

beforeEach(() => {
  jest.useFakeTimers();
  mockSend.mockReset();
});
afterEach(() => jest.useRealTimers());

/** Answers the sends in turn with `replies` (a status; 200 succeeds), and records when each attempt started. */
function answerWith(replies: number[]): number[] {
  const started: number[] = [];
  const t0 = Date.now();
  mockSend.mockImplementation(() => {
    const status = replies[started.length] ?? replies[replies.length - 1];
    started.push(Date.now() - t0);
    return status === 200 ? Promise.resolve(ok) : Promise.reject(failure(status));
  });
  return started;
}

/** Sends, and lets every retry's wait pass. */
async function sendAndWait() {
  const done = sendContactEmail(params, config, en.form.sent);
  await jest.advanceTimersByTimeAsync(60_000);
  await done;
}

describe('a failed send is tried again only when the failure may pass', () => {
  it.each([
    ['delivered at once', [200], 1, true],
    ['a dropped connection (status 0), then delivered', [0, 200], 2, true],
    ['a 503, a dropped connection, then delivered', [503, 0, 200], 3, true],
    ['a 500, 502, 503 and 504, then delivered on the last attempt', [500, 502, 503, 504, 200], 5, true],
    ['a 408 timeout, then delivered', [408, 200], 2, true],
    ['a 429 rate limit, then delivered', [429, 200], 2, true],
    ['a service that stays down (503)', [503], RETRY.attempts, false],
    ['no connection at all (status 0)', [0], RETRY.attempts, false],
    ['a 400 (bad request): not retried', [400], 1, false],
    ['a 401: not retried', [401], 1, false],
    ['a 404: not retried', [404], 1, false],
    ['a 422: not retried', [422], 1, false],
    ['a 503 then a 400: stops at the 400', [503, 400, 200], 2, false],
  ])('%s: %p → %i attempt(s)', async (_, replies, attempts, delivered) => {
    answerWith(replies);
    await sendAndWait();
    expect(mockSend).toHaveBeenCalledTimes(attempts);
    // The same payload every time.
    for (const call of mockSend.mock.calls) expect(call).toEqual(['service_id', 'template_id', params, 'public-key']);
    if (delivered) {
      expect(feedback.alert).toHaveBeenCalledTimes(1);
      expect(feedback.alert).toHaveBeenCalledWith('Email Sent !');
      expect(feedback.consoleError).not.toHaveBeenCalled();
    } else {
      expect(feedback.alert).not.toHaveBeenCalled();
      // One line, with the last response's text.
      const last = replies[Math.min(attempts, replies.length) - 1];
      expect(feedback.consoleError).toHaveBeenCalledTimes(1);
      expect(feedback.consoleError).toHaveBeenCalledWith(expect.any(String), last ? `HTTP ${last} text` : 'Network Error');
    }
  });

  it('waits longer before each attempt, and starts none later than 30 s after the first', async () => {
    const started = answerWith([503]);
    await sendAndWait();
    expect(started).toEqual([0, 1000, 3000, 7000, 15000]);
    expect(started.length).toBeGreaterThanOrEqual(3);
    expect(started.length).toBeLessThanOrEqual(6);
    expect(Math.max(...started)).toBeLessThanOrEqual(30_000);
  });

  it('never overlaps attempts: the next waits for the one in flight to answer', async () => {
    let answer!: (reply: unknown) => void;
    mockSend.mockImplementationOnce(() => Promise.reject(failure(503)));
    mockSend.mockImplementationOnce(() => new Promise((_, reject) => (answer = reject)));
    mockSend.mockImplementation(() => Promise.resolve(ok));
    const done = sendContactEmail(params, config, en.form.sent);
    // The second attempt is still waiting for its answer well after the next one would have been due.
    await jest.advanceTimersByTimeAsync(10_000);
    expect(mockSend).toHaveBeenCalledTimes(2);
    answer(failure(0));
    await jest.advanceTimersByTimeAsync(60_000);
    await done;
    expect(mockSend).toHaveBeenCalledTimes(3);
    expect(feedback.alert).toHaveBeenCalledTimes(1);
  });

  it('starts no attempt more than 30 s after the first, however long the answers take', async () => {
    let answer!: (reply: unknown) => void;
    mockSend.mockImplementationOnce(() => new Promise((_, reject) => (answer = reject)));
    mockSend.mockImplementation(() => Promise.resolve(ok));
    const done = sendContactEmail(params, config, en.form.sent);
    await jest.advanceTimersByTimeAsync(40_000);
    answer(failure(503));
    await jest.advanceTimersByTimeAsync(60_000);
    await done;
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(feedback.consoleError).toHaveBeenCalledWith(expect.any(String), 'HTTP 503 text');
  });

  it('stops when the page is left', async () => {
    answerWith([503]);
    const done = sendContactEmail(params, config, en.form.sent);
    await jest.advanceTimersByTimeAsync(1500);
    expect(mockSend).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(60_000);
    await done;
    expect(mockSend).toHaveBeenCalledTimes(2);
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(feedback.consoleError).toHaveBeenCalledTimes(1);
  });

  it('a missing key (thrown at once by EmailJS) is not retried', async () => {
    mockSend.mockImplementation(() => {
      throw 'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
    });
    await sendAndWait();
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(feedback.consoleError).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('public key is required'));
  });
});
