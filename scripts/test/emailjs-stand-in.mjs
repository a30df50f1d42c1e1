// A stand-in for the EmailJS API, for the cross-browser journeys (e2e/engines/): every engine's browser sends to
// it, since classic WebDriver (WebKit) cannot intercept requests. It records each send and answers as the test
// told it to for that message: a status, 'drop' (the connection is cut, no answer) or 'slow' (200 'OK' after 2 s,
// a send still in flight while another page could send it too), then 200 'OK'.
//   PUT  /__answers  {"message": "...", "answers": [503, "drop", "slow", 200]}
//   GET  /__sends?message=...  → the request bodies received for that message, in order
import { createServer } from 'node:http';
import { json } from 'node:stream/consumers';

const port = Number(process.env.PORT ?? 4177);
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
};
const answers = new Map();
const sends = new Map();

createServer(async (request, response) => {
  const url = new URL(request.url, `http://localhost:${port}`);
  if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
  if (url.pathname === '/__answers' && request.method === 'PUT') {
    const { message, answers: list } = await json(request);
    answers.set(message, list);
    sends.set(message, []);
    return response.writeHead(204).end();
  }
  if (url.pathname === '/__sends') {
    return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sends.get(url.searchParams.get('message')) ?? []));
  }
  if (url.pathname === '/api/v1.0/email/send' && request.method === 'POST') {
    const body = await json(request);
    const message = body.template_params?.message;
    if (!sends.has(message)) sends.set(message, []);
    sends.get(message).push(body);
    const answer = (answers.get(message) ?? []).shift() ?? 200;
    if (answer === 'drop') return request.socket.destroy();
    if (answer === 'slow') await new Promise((resolve) => setTimeout(resolve, 2000));
    const status = answer === 'slow' ? 200 : answer;
    return response.writeHead(status, { ...cors, 'content-type': 'text/plain' }).end(status === 200 ? 'OK' : `Stand-in ${status}`);
  }
  response.writeHead(404, cors).end('Not found');
}).listen(port, () => console.log(`EmailJS stand-in at http://localhost:${port}`));
