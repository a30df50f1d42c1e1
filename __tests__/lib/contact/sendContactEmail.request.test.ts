/** @jest-environment node */
import { en } from '@/lib/i18n/words/en';
import { JSDOM, VirtualConsole } from 'jsdom';
import nock from 'nock';
import { sendContactEmail } from '@/lib/contact/sendContactEmail';
import { recordFeedback } from '../../support/feedback';

// The real @emailjs/browser builds the request; a jsdom page's XMLHttpRequest sends it through Node's http stack,
// where nock answers it in place of api.emailjs.com (CORS preflight included, as the real service does). Node's
// environment rather than Jest's jsdom one, which lacks the fetch classes nock's interceptors need.
// Its own console stays silent, so only the site's logging reaches the spies.
const { window } = new JSDOM('', {
  url: 'https://owner.github.io/portfolio/Contact-me/',
  virtualConsole: new VirtualConsole(),
});
Object.assign(globalThis, { window, XMLHttpRequest: window.XMLHttpRequest });

const API = 'https://api.emailjs.com';
const PATH = '/api/v1.0/email/send';
const cors = { 'Access-Control-Allow-Origin': '*' };

const config = { publicKey: 'public-key', serviceId: 'service_id', templateId: 'template_id' };
const params = { from_name: 'Ada', from_email: 'ada@example.com', to_name: 'Sam Owner', message: '<b>Hi</b> 👋' };

function allowPreflight() {
  nock(API)
    .options(PATH)
    .reply(204, '', { ...cors, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-type' });
}

const feedback = recordFeedback();

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());

describe('the request @emailjs/browser 3.11.0 sends', () => {
  it('is a JSON POST to https://api.emailjs.com/api/v1.0/email/send with the spec’s body', async () => {
    allowPreflight();
    let seen: { url: string; contentType: unknown; body: unknown } | undefined;
    nock(API)
      .post(PATH)
      .reply(function (uri, body) {
        seen = { url: `${API}${uri}`, contentType: this.req.headers['content-type'], body };
        return [200, 'OK', cors];
      });

    await sendContactEmail(params, config, en.form.sent);

    expect(seen).toEqual({
      url: 'https://api.emailjs.com/api/v1.0/email/send',
      contentType: expect.stringMatching(/^application\/json/),
      body: {
        lib_version: '3.11.0',
        user_id: 'public-key',
        service_id: 'service_id',
        template_id: 'template_id',
        template_params: params,
      },
    });
    expect(feedback.alert).toHaveBeenCalledWith('Email Sent !');
    expect(feedback.consoleError).not.toHaveBeenCalled();
  });

  it('treats a 400 reply as a failure: the text is logged, nothing is shown', async () => {
    allowPreflight();
    nock(API).post(PATH).reply(400, 'The template ID is invalid', cors);
    await expect(sendContactEmail(params, config, en.form.sent)).resolves.toBeUndefined();
    expect(feedback.consoleError).toHaveBeenCalledWith(expect.any(String), 'The template ID is invalid');
    expect(feedback.alert).not.toHaveBeenCalled();
  });

  it('tries a dropped connection (status 0) again with the same request, and announces the delivery once', async () => {
    allowPreflight();
    allowPreflight();
    const bodies: unknown[] = [];
    nock(API).post(PATH).replyWithError('socket hang up');
    nock(API)
      .post(PATH, (body) => Boolean(bodies.push(body)))
      .reply(200, 'OK', cors);
    await expect(sendContactEmail(params, config, en.form.sent)).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ template_params: params });
    expect(feedback.alert).toHaveBeenCalledTimes(1);
    expect(feedback.consoleError).not.toHaveBeenCalled();
  });
});
