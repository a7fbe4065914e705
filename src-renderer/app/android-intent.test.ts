import { describe, expect, it } from 'vitest';
import { androidIntentUrl, isAndroidChrome, type PageLocation } from './android-intent.ts';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  telegram:
    'Mozilla/5.0 (Linux; Android 12; Redmi Note 11 Build/SKQ1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36 Telegram-Android/11.2.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

const page: PageLocation = { protocol: 'https:', host: 'e-notarius.uz', pathname: '/enotarial_act/ab-1', search: '?passserial=AA' };
const intent = 'intent://e-notarius.uz/enotarial_act/ab-1?passserial=AA#Intent;scheme=https;package=com.android.chrome;end';

describe('androidIntentUrl (spec §2: on Android, once per session, reopen via a browser intent)', () => {
  it.each([
    ['an Android WebView (in-app browser)', UA.androidWebView, false, intent],
    ['Telegram’s in-app browser', UA.telegram, false, intent],
    ['Samsung Internet', UA.samsung, false, intent],
    ['Firefox on Android', UA.firefoxAndroid, false, intent],
    ['already in Chrome on Android', UA.androidChrome, false, undefined],
    ['already reopened in this session', UA.androidWebView, true, undefined],
    ['an iPhone', UA.iphone, false, undefined],
    ['a desktop browser', UA.desktop, false, undefined],
  ])('%s', (_name, userAgent, reopened, expected) => {
    expect(androidIntentUrl(page, userAgent, reopened)).toBe(expected);
  });

  it('keeps the page’s scheme and port, drops the fragment', () => {
    expect(androidIntentUrl({ protocol: 'http:', host: '10.0.0.5:8080', pathname: '/', search: '' }, UA.androidWebView, false)).toBe(
      'intent://10.0.0.5:8080/#Intent;scheme=http;package=com.android.chrome;end',
    );
  });

  it('recognises Chrome only when nothing else claims the user agent', () => {
    expect(isAndroidChrome(UA.androidChrome)).toBe(true);
    expect(isAndroidChrome(UA.samsung)).toBe(false);
    expect(isAndroidChrome(UA.androidWebView)).toBe(false);
  });
});
