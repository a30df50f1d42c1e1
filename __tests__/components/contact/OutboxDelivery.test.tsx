import { en } from '@/lib/i18n/words/en';
import { act, render } from '@testing-library/react';
import OutboxDelivery from '@/components/contact/OutboxDelivery';
import { deliverOutbox } from '@/lib/contact/deliverOutbox';
import { keepMessage } from '@/lib/contact/outbox';

// The sending code, which the component fetches only when there is something to send.
jest.mock('@/lib/contact/deliverOutbox', () => ({ deliverOutbox: jest.fn(() => Promise.resolve()) }));
const mockDeliver = deliverOutbox as jest.Mock;

const config = { publicKey: 'public-key', serviceId: 'service_id', templateId: 'template_id' };
const params = { from_name: 'Ada', from_email: 'ada@example.com', to_name: 'Owner', message: 'Hello' };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  mockDeliver.mockClear();
  localStorage.clear();
});

it('with an empty outbox, on load and when the browser comes online, fetches and sends nothing', async () => {
  render(<OutboxDelivery config={config} sentAlert={en.form.sent} />);
  await settle();
  window.dispatchEvent(new Event('online'));
  await settle();
  expect(mockDeliver).not.toHaveBeenCalled();
});

it('with a kept message, delivers it once the page has loaded, and again when the browser comes online', async () => {
  keepMessage(params);
  const { container } = render(<OutboxDelivery config={config} sentAlert={en.form.sent} />);
  await settle();
  expect(mockDeliver.mock.calls).toEqual([[config, en.form.sent]]);
  window.dispatchEvent(new Event('online'));
  await settle();
  expect(mockDeliver).toHaveBeenCalledTimes(2);
  // It draws nothing.
  expect(container).toBeEmptyDOMElement();
});

it('in a page the browser prerenders, sends a kept message only once the reader arrives on it', async () => {
  keepMessage(params);
  Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
  try {
    render(<OutboxDelivery config={config} sentAlert={en.form.sent} />);
    await settle();
    expect(mockDeliver).not.toHaveBeenCalled();
    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    await settle();
    expect(mockDeliver.mock.calls).toEqual([[config, en.form.sent]]);
  } finally {
    delete (document as { prerendering?: boolean }).prerendering;
  }
});

it('where storage throws, does nothing and shows nothing', async () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  render(<OutboxDelivery config={config} sentAlert={en.form.sent} />);
  window.dispatchEvent(new Event('online'));
  await settle();
  expect(mockDeliver).not.toHaveBeenCalled();
  getItem.mockRestore();
});
