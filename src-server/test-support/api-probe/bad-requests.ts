import fc from 'fast-check';
import type { DeclaredRoute } from '../../sessions/route-access.ts';

/** Whose token a request carries; the fuzz run resolves the kinds to current tokens when it sends. */
export type TokenKind = 'none' | 'unknown' | 'ended' | 'citizen' | 'notary' | 'admin';

export interface BadRequest {
  method: string;
  url: string;
  token: TokenKind | { raw: string };
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

export interface BadRequestContext {
  /** Real parameter values (test-support/api-probe/route-fixtures.ts): bad requests also reach past the lookups. */
  fixtureValues: readonly string[];
  /** Field names of the contract's schemas (contract-keys.ts). */
  keys: readonly string[];
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Percent-escapes a decoder must refuse or survive: truncated, not hex, invalid or overlong UTF-8, NUL, a lone surrogate. */
const BAD_ESCAPES = ['%', '%%', '%zz', '%g0', '%c3%28', '%ff', '%c0%af', '%ed%a0%80', '%e2%82', '%00', '%2e%2e', '%2F', '%5C', '%u0041', '%%32%65'];

const ODD_TEXTS = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '9007199254740993',
  '0x1F',
  '[]',
  '{}',
  'true',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202e',
  '\u0000',
  '𝕏',
  '🙂‍↔️',
  'ǅ',
  'İ',
  'ß',
  'Ўзбекистон',
  'ўзб',
  'o‘g‘li',
];

/** Text of every kind: odd values, any Unicode (lone surrogates too), numbers as text, very long. */
const text: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_TEXTS),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
  fc.maxSafeInteger().map(String),
  fc.double().map(String),
  fc.nat({ max: 20_000 }).map((length) => 'ж'.repeat(length)),
  fc.uuid(),
);

function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded: send what a broken client would.
    return '%ed%a0%80';
  }
}

function segment(context: BadRequestContext): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...context.fixtureValues),
    text.map(percentEncode),
    fc.tuple(text.map(percentEncode), fc.constantFrom(...BAD_ESCAPES)).map(([value, escape]) => value + escape),
  );
}

function query(context: BadRequestContext): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...context.keys), segment(context), fc.constantFrom('a[b]', 'a[]', '__proto__', 'constructor[prototype]', ''));
  const pair = fc.tuple(key, segment(context), fc.boolean()).map(([name, value, withValue]) => (withValue ? `${name}=${value}` : name));
  return fc.oneof(
    fc.constantFrom('', '?', '?&', '?=&='),
    fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.join('&')}`),
  );
}

function path(route: DeclaredRoute, context: BadRequestContext): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const suffix = fc.constantFrom('', '', '', '/', '//', '/x', '%2f', '/..', '.json');
  return fc.tuple(fc.array(segment(context), { minLength: names.length, maxLength: names.length }), suffix).map(([values, end]) => {
    let index = 0;
    return route.url.replace(/:(\w+)/g, () => values[index++] ?? '') + end;
  });
}

/** JSON of the right and wrong shapes: contract field names with values of any type, any value, deep nesting. */
function jsonBody(context: BadRequestContext): fc.Arbitrary<string> {
  const value: fc.Arbitrary<unknown> = fc.oneof(
    text,
    fc.constantFrom(...context.fixtureValues),
    fc.integer(),
    // Past 32 bits: PostgreSQL's integer columns refuse what SQLite stores.
    fc.maxSafeInteger(),
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e21),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 4 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const fields = fc.dictionary(fc.oneof(fc.constantFrom(...context.keys), fc.string({ maxLength: 8 })), value, { maxKeys: 8 });
  return fc.oneof(
    { weight: 4, arbitrary: fields.map((object) => JSON.stringify(object)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => JSON.stringify(json)) },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 100_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)) },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 50_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":}',
        '[1,]',
        "{'a':1}",
        'nul',
        '{"a":1}{"b":2}',
        '\uFEFF{}',
        '',
        ' ',
        '"unterminated',
        '1e309',
        '123456789012345678901234567890',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
      ),
    },
  );
}

/** Bodies no JSON parser should accept: random bytes, invalid UTF-8, more than the body limit. */
const HUGE_BODY = `{"pin":"${'9'.repeat(2 * 1024 * 1024)}"}`;
const bytesBody: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]), Buffer.from(HUGE_BODY)),
);

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);

const token: fc.Arbitrary<BadRequest['token']> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<TokenKind>('none', 'unknown', 'ended', 'citizen', 'citizen', 'notary', 'admin') },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(5000)}`, 'Bearer null'),
        headerText.map((value) => `Bearer ${value}`),
        headerText,
      )
      .map((raw) => ({ raw })),
  },
);

function headers(): fc.Arbitrary<Record<string, string>> {
  const optional = (values: readonly string[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
  return fc
    .record({
      'content-type': fc.oneof(
        optional([
          'application/json',
          'application/json; charset=utf-8',
          'application/json; charset=latin1',
          'APPLICATION/JSON',
          'application/json;',
          'application/merge-patch+json',
        ]),
        optional([
          'text/plain',
          'text/html',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=----x',
          'application/octet-stream',
          'application/xml',
          '*/*',
          'garbage',
          '',
        ]),
      ),
      'accept-language': fc.oneof(optional(['ru', 'uz', 'oz', 'en', 'ru-RU,ru;q=0.9', '*', 'zz;q=abc', 'x'.repeat(500)]), headerText),
      'x-client-mode': optional(['kiosk', 'browser', 'garbage']),
      origin: optional(['app://enotary', 'https://evil.example', 'null']),
      'if-none-match': optional(['"1"', '*', 'W/"x"', '"unterminated']),
    })
    .map((record) => Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined)));
}

/**
 * A bad request to `route`: its own method mostly (else any), its path with real, odd or badly
 * escaped parameters, a query of contract field names with bad values, a token of any kind,
 * odd headers, and a body that is JSON of the wrong shape, not JSON, bytes, or too large.
 */
export function badRequest(route: DeclaredRoute, context: BadRequestContext): fc.Arbitrary<BadRequest> {
  return fc.record({
    method: fc.oneof({ weight: 4, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
    url: fc.tuple(path(route, context), query(context)).map(([pathname, search]) => pathname + search),
    token,
    headers: headers(),
    payload: fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 5, arbitrary: jsonBody(context) }, { weight: 1, arbitrary: bytesBody }),
    remoteAddress: fc.ipV4(),
  });
}
