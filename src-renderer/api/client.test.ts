import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ROUTES, CHECK_BEFORE_AUTH_OK } from '../../src-domain/auth/auth-routes.ts';
import { TOKEN_HEADER } from '../../src-domain/http/error-codes.ts';
import { appStore } from '../state/store.ts';
import { tokenAtom } from '../state/token.ts';
import { downloadFile, getJson, postJson, postText } from './client.ts';
import { setApiErrorHandler } from './error-handler-registry.ts';

function stubFetch(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return respond(request);
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  appStore.set(tokenAtom, null);
});

describe('the app’s API helpers (spec §7 calls)', () => {
  it('getJson sends the stored token and stores the rotated one', async () => {
    appStore.set(tokenAtom, 't1');
    const requests = stubFetch(() => Response.json({ n: 1 }, { headers: { [TOKEN_HEADER]: 't2' } }));
    await expect(getJson('/thing', v.object({ n: v.number() }))).resolves.toEqual({ n: 1 });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer t1');
    expect(requests[0]?.url).toBe(`${window.location.origin}/api/thing`);
    expect(appStore.get(tokenAtom)).toBe('t2');
  });

  it('postJson sends JSON, postText reads the pre-check’s "Ok"', async () => {
    const requests = stubFetch((request) =>
      request.url.endsWith('check_before_auth') ? new Response(CHECK_BEFORE_AUTH_OK) : Response.json({ resultCode: 1 }),
    );
    await expect(postJson(AUTH_ROUTES.auth, { pin: '1' })).resolves.toEqual({ resultCode: 1 });
    await expect(postText(AUTH_ROUTES.checkBeforeAuth, { pin: '1' })).resolves.toBe('Ok');
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(await requests[0]?.text()).toBe('{"pin":"1"}');
  });

  it('hands failures to the registered handler, unless the call is silent', async () => {
    stubFetch(() => new Response('Seriya noto‘g‘ri', { status: 400 }));
    const handler = vi.fn();
    const unregister = setApiErrorHandler(handler);
    await expect(postText(AUTH_ROUTES.checkBeforeAuth, {})).rejects.toMatchObject({ status: 400 });
    await expect(getJson(AUTH_ROUTES.checkToken, undefined, { silent: true })).rejects.toMatchObject({ status: 400 });
    unregister();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('only logs when no handler is registered (before the app mounted)', async () => {
    stubFetch(() => new Response('x', { status: 502 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getJson('/x')).rejects.toMatchObject({ status: 502 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/x'));
  });

  it('downloadFile saves the blob under the name the server gave', async () => {
    stubFetch(() => new Response('%PDF', { headers: { 'Content-Disposition': 'attachment; filename="akt-12.pdf"' } }));
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:1');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await expect(downloadFile('/file/12')).resolves.toBe('akt-12.pdf');
    expect(clicked).toEqual(['akt-12.pdf']);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('downloadFile falls back to the given name', async () => {
    stubFetch(() => new Response('x'));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:2');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await expect(downloadFile('/file/12', { fallbackName: 'akt.pdf' })).resolves.toBe('akt.pdf');
  });
});
