import { hasKeptMessages, keepMessage, OUTBOX, readOutbox } from '@/lib/contact/outbox';
import { recordFeedback } from '../../support/feedback';
import { required } from '../../../lib/required';

const params = (message = 'Hello') => ({ from_name: 'Ada', from_email: 'ada@example.com', to_name: 'Owner', message });
const stored = () => JSON.parse(localStorage.getItem(OUTBOX.key) ?? '[]') as { params: { message: string } }[];

const feedback = recordFeedback();

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('keeping', () => {
  it('keeps the exact payload under the documented key, oldest first', () => {
    keepMessage(params('first'));
    keepMessage(params('second'));
    expect(OUTBOX.key).toBe('contact-outbox');
    expect(stored().map((entry) => entry.params)).toEqual([params('first'), params('second')]);
    expect(required(readOutbox()).map((entry) => entry.params.message)).toEqual(['first', 'second']);
    expect(hasKeptMessages()).toBe(true);
  });

  it(`keeps at most ${OUTBOX.limit}: a further one drops the oldest, with a console line`, () => {
    for (let i = 1; i <= OUTBOX.limit + 1; i++) keepMessage(params(`message ${i}`));
    expect(stored().map((entry) => entry.params.message)).toEqual(Array.from({ length: OUTBOX.limit }, (_, i) => `message ${i + 2}`));
    expect(feedback.consoleError).toHaveBeenCalledTimes(1);
    expect(feedback.consoleError.mock.calls[0][0]).toMatch(/oldest.*dropped/);
  });

  it('where storage throws (disabled, private mode) or is full, keeps nothing and throws nothing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepMessage(params())).toBeUndefined();
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(keepMessage(params())).toBeUndefined();
    expect(readOutbox()).toBeUndefined();
    expect(hasKeptMessages()).toBe(false);
  });

  it('reads anything else under the key as an empty outbox', () => {
    localStorage.setItem(OUTBOX.key, '{not json');
    expect(readOutbox()).toEqual([]);
    localStorage.setItem(OUTBOX.key, JSON.stringify([{ id: 1 }, 'x', null]));
    expect(readOutbox()).toEqual([]);
  });
});
