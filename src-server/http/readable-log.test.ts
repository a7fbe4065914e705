import { describe, expect, it } from 'vitest';
import { readableLogLine, readableLogStream } from './readable-log.ts';

const at = Date.UTC(2026, 10, 26, 14, 5, 9);
const line = (entry: object) => JSON.stringify({ pid: 1, hostname: 'h', time: at, ...entry });

describe('readableLogLine: the server log for a person at a terminal', () => {
  it.each([
    [
      'a request, once finished',
      line({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 }, responseTime: 2.6 }),
      '14:05:09 INFO  GET /api/health 200 3 ms',
    ],
    ['the start of a request: dropped, its end says it all', line({ level: 30, msg: 'incoming request', req: { method: 'GET', url: '/' } }), null],
    ['a warning', line({ level: 40, msg: 'rate limit reached' }), '14:05:09 WARN  rate limit reached'],
    [
      'an error with the request it broke',
      line({ level: 50, msg: 'boom', req: { method: 'POST', url: '/api/acts' }, err: { message: 'boom', stack: 'Error: boom\n    at x (a.ts:1:1)' } }),
      '14:05:09 ERROR boom (POST /api/acts)\nError: boom\n    at x (a.ts:1:1)',
    ],
    ['text that is not JSON is passed on', 'plain text\n', 'plain text'],
  ])('%s', (_what, input, shown) => {
    expect(readableLogLine(input)).toBe(shown);
  });
});

it('readableLogStream writes one line per request: the method and URL of its start with the status and time of its end', () => {
  const written: string[] = [];
  const stream = readableLogStream({ write: (text: string) => written.push(text) });
  stream.write(`${line({ level: 30, reqId: 'req-1', msg: 'incoming request', req: { method: 'GET', url: '/' } })}\n`);
  stream.write(`${line({ level: 30, reqId: 'req-2', msg: 'incoming request', req: { method: 'POST', url: '/api/acts' } })}\n`);
  stream.write(`${line({ level: 30, reqId: 'req-2', msg: 'request completed', res: { statusCode: 201 }, responseTime: 12.4 })}\n`);
  stream.write(`${line({ level: 30, reqId: 'req-1', msg: 'request completed', res: { statusCode: 304 }, responseTime: 1 })}\n`);
  expect(written).toEqual(['14:05:09 INFO  POST /api/acts 201 12 ms\n', '14:05:09 INFO  GET / 304 1 ms\n']);
});
