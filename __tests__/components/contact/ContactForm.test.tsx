import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { send } from '@emailjs/browser';
import ContactForm from '@/components/contact/ContactForm';
import { en } from '@/lib/i18n/words/en';
import { OUTBOX } from '@/lib/contact/outbox';
import { recordFeedback } from '../../support/feedback';
import { installWebLocks } from '../../support/webLocks';
import { required } from '../../../lib/required';

jest.mock('@emailjs/browser', () => ({ send: jest.fn() }));
const mockSend = send as jest.Mock;

const config = { publicKey: 'public-key', serviceId: 'service_id', templateId: 'template_id' };

/** A reply the test releases when it chooses, to see what happens before and after it arrives. */
function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the send's promise chain run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const fields = () => ({
  name: screen.getByLabelText('Your Name') as HTMLInputElement,
  email: screen.getByLabelText('Your Email') as HTMLInputElement,
  message: screen.getByLabelText('Your message') as HTMLTextAreaElement,
  submit: screen.getByRole('button', { name: 'Submit' }),
});

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, name: string, email: string, message: string) {
  const { name: nameField, email: emailField, message: messageField, submit } = fields();
  if (name) await user.type(nameField, name);
  if (email) await user.type(emailField, email);
  if (message) await user.type(messageField, message);
  await user.click(submit);
}

const feedback = recordFeedback();
installWebLocks();

beforeEach(() => {
  mockSend.mockReset();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const kept = () => JSON.parse(localStorage.getItem(OUTBOX.key) ?? '[]').map((entry: { params: unknown }) => entry.params);

describe('ContactForm', () => {
  it('has the spec’s labelled fields: a text name, an e-mail, a 5-row message, and Submit', () => {
    render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    const { name, email, message, submit } = fields();
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toHaveAttribute('name', 'your_name');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'your_email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('name', 'message');
    expect(message).toHaveAttribute('rows', '5');
    expect(submit).toHaveAttribute('type', 'submit');
  });

  it('on an empty submit shows "This is required!" under the e-mail and the message, not the name, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    await user.click(fields().submit);
    const { name, email, message } = fields();
    expect(email).toHaveAccessibleDescription('This is required!');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('This is required!');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('');
    expect(screen.getAllByText('This is required!')).toHaveLength(2);
    expect(email).toHaveFocus();
    expect(mockSend).not.toHaveBeenCalled();
  });

  it('clears each message once its field is filled', async () => {
    const user = userEvent.setup();
    render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    await user.click(fields().submit);
    await user.type(fields().email, 'ada@example.com');
    expect(fields().email).toHaveAccessibleDescription('');
    expect(fields().email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByText('This is required!')).toHaveLength(1);
    await user.type(fields().message, 'Hi');
    expect(screen.queryByText('This is required!')).toBeNull();
  });

  it('sends the template parameters, empties the form before the reply arrives, and keeps the message in the outbox until it is delivered', async () => {
    const reply = deferred();
    mockSend.mockReturnValue(reply.promise);
    const user = userEvent.setup();
    render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    await fillAndSubmit(user, 'Ada', 'ada@example.com', 'Hello');
    const params = { from_name: 'Ada', from_email: 'ada@example.com', to_name: 'Sam Owner', message: 'Hello' };
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(mockSend).toHaveBeenCalledWith('service_id', 'template_id', params, 'public-key');
    const { name, email, message } = fields();
    expect([name.value, email.value, message.value]).toEqual(['', '', '']);
    expect(kept()).toEqual([params]);
    expect(feedback.alert).not.toHaveBeenCalled();
    reply.resolve({ status: 200, text: 'OK' });
    await settle();
    expect(kept()).toEqual([]);
    expect(feedback.alert).toHaveBeenCalledTimes(1);
    expect(feedback.alert).toHaveBeenCalledWith('Email Sent !');
    expect(feedback.consoleError).not.toHaveBeenCalled();
  });

  it('submitted while the browser is offline: kept, the form empties, nothing is sent yet', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    await fillAndSubmit(user, 'Ada', 'ada@example.com', 'Hello');
    await settle();
    expect(mockSend).not.toHaveBeenCalled();
    expect(kept()).toHaveLength(1);
    expect(fields().message.value).toBe('');
  });

  it('where storage cannot keep it (disabled, full), sends it as before', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    mockSend.mockResolvedValue({ status: 200, text: 'OK' });
    const user = userEvent.setup();
    render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    await fillAndSubmit(user, 'Ada', 'ada@example.com', 'Hello');
    await settle();
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(feedback.alert).toHaveBeenCalledWith('Email Sent !');
    expect(feedback.consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTTP error', { status: 400, text: 'The service ID is invalid' }, 'The service ID is invalid'],
    ['a rejected key', { status: 403, text: 'The Public Key is invalid' }, 'The Public Key is invalid'],
  ])('on %s logs the response text to the console only (transient failures: sendRetry.test.ts)', async (_, failure, logged) => {
    mockSend.mockRejectedValue(failure);
    const user = userEvent.setup();
    render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    await fillAndSubmit(user, '', 'ada@example.com', 'Hello');
    await settle();
    expect(feedback.consoleError).toHaveBeenCalledWith(expect.any(String), logged);
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(fields().submit).toBeEnabled();
    expect(screen.queryByText('This is required!')).toBeNull();
  });

  it('catches the error EmailJS throws synchronously for a missing key, and stays usable', async () => {
    mockSend.mockImplementation(() => {
      throw 'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
    });
    const user = userEvent.setup();
    render(<ContactForm toName="Sam Owner" config={{ ...config, publicKey: '' }} words={en.form} />);
    await fillAndSubmit(user, 'Ada', 'ada@example.com', 'Hello');
    await settle();
    expect(feedback.consoleError).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('public key is required'));
    expect(feedback.alert).not.toHaveBeenCalled();
    // Still a working form: a second message goes out too.
    mockSend.mockResolvedValue({ status: 200, text: 'OK' });
    await fillAndSubmit(user, 'Ada', 'ada@example.com', 'Again');
    expect(mockSend).toHaveBeenCalledTimes(2);
  });

  it('sends markup as plain text and never renders it', async () => {
    mockSend.mockResolvedValue({ status: 200, text: 'OK' });
    const user = userEvent.setup();
    const { container } = render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    const markup = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    await user.type(fields().message, markup);
    expect(container.querySelector('b, img')).toBeNull();
    await fillAndSubmit(user, '<script>x</script>', 'ada@example.com', '');
    expect(mockSend.mock.calls[0][2]).toMatchObject({ from_name: '<script>x</script>', message: markup });
    expect(container.querySelector('script, b, img')).toBeNull();
  });

  it('hides the honeypot from people and assistive technology, and drops a send when it is filled', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    const trap = required(container.querySelector<HTMLInputElement>('input[name="website"]'));
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    // A bot fills every input it finds.
    trap.value = 'https://spam.example';
    await fillAndSubmit(user, 'Bot', 'bot@example.com', 'Buy now');
    expect(mockSend).not.toHaveBeenCalled();
    expect(fields().email.value).toBe('');
    expect(trap.value).toBe('');
  });

  it('skips the honeypot when tabbing through the form', async () => {
    const user = userEvent.setup();
    render(<ContactForm toName="Sam Owner" config={config} words={en.form} />);
    const { name, email, message, submit } = fields();
    name.focus();
    for (const next of [email, message, submit]) {
      await user.tab();
      expect(next).toHaveFocus();
    }
  });
});
