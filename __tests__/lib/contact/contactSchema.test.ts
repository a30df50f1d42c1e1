import { validateContact } from '@/lib/contact/contactSchema';

const filled = { your_name: 'Ada', your_email: 'ada@example.com', message: 'Hello there' };
const required = 'This is required!';

describe('the contact check (the spec’s form-level check)', () => {
  it.each([
    ['all empty', { your_name: '', your_email: '', message: '' }, { your_email: required, message: required }],
    ['only the e-mail empty', { ...filled, your_email: '' }, { your_email: required }],
    ['only the message empty', { ...filled, message: '' }, { message: required }],
    ['the name empty (never checked)', { ...filled, your_name: '' }, {}],
    ['all filled', filled, {}],
    // The form-level check asks only "is it empty?"; blank text is not empty to it.
    ['whitespace only', { your_name: ' ', your_email: '   ', message: '\n\t' }, {}],
    // Overridden field rules: not an e-mail shape, a message with spaces and punctuation, a long name with digits.
    ['an e-mail of any shape', { ...filled, your_email: 'not-an-email' }, {}],
    ['a message with spaces and punctuation', { ...filled, message: 'Hi! Are you free on Monday?' }, {}],
    ['a name over 20 characters with digits', { ...filled, your_name: 'Ada Lovelace the 1st of 1815' }, {}],
    ['very long text', { your_name: 'n'.repeat(5000), your_email: 'e'.repeat(5000), message: 'm'.repeat(100_000) }, {}],
    ['markup', { ...filled, your_name: '<b>Ada</b>', message: '<img src=x onerror=alert(1)>' }, {}],
    ['non-Latin text', { your_name: 'Заи 山田 محمد', your_email: 'почта@例え.jp', message: 'こんにちは 👋' }, {}],
  ])('%s', (_, values, errors) => {
    const result = validateContact(values, required);
    expect(result.errors).toEqual(errors);
    // The values count as the data only when nothing is wrong, and then unchanged.
    expect(result.data).toEqual(Object.keys(errors).length ? undefined : values);
  });

  it('never gives the name a message', () => {
    expect(validateContact({ your_name: '', your_email: '', message: '' }, required).errors).not.toHaveProperty('your_name');
  });
});
