/**
 * Spec §2: "On Android, once per session, the page is reopened via a browser intent."
 *
 * Our reading: links to the portal are often opened inside in-app browsers (messengers, social
 * apps) or vendor browsers whose WebView lacks dependable camera, WebRTC and file-download
 * support, which the face check and video conference need (spec §1). An
 * `intent://…#Intent;scheme=https;package=com.android.chrome;end` address asks Android to open
 * the same page in Chrome. We only do it when the page is not already in Chrome, and only once
 * per tab session (the caller keeps a sessionStorage flag): if Chrome is missing, or the user
 * comes back, the page simply stays where it is instead of looping.
 *
 * The fragment cannot travel (an intent URL's own fragment is `#Intent;…`), so it is dropped.
 */

export interface PageLocation {
  protocol: string;
  host: string;
  pathname: string;
  search: string;
}

export const ANDROID_REOPEN_FLAG = 'enotary.androidReopened';

// Browsers that carry "Chrome/" in their user agent but are not Chrome.
const NOT_CHROME =
  /; wv\)|Version\/[\d.]+ Chrome|SamsungBrowser|OPR\/|OPT\/|YaBrowser|EdgA|UCBrowser|MiuiBrowser|HuaweiBrowser|HeyTapBrowser|VivoBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Telegram|Line\//;

export function isAndroid(userAgent: string): boolean {
  return /Android/i.test(userAgent);
}

export function isAndroidChrome(userAgent: string): boolean {
  return isAndroid(userAgent) && /Chrome\/\d+/.test(userAgent) && !NOT_CHROME.test(userAgent);
}

/** The intent address to reopen this page in Chrome, or undefined when nothing should happen. */
export function androidIntentUrl(location: PageLocation, userAgent: string, alreadyReopened: boolean): string | undefined {
  if (alreadyReopened || !isAndroid(userAgent) || isAndroidChrome(userAgent)) return undefined;
  const scheme = location.protocol.replace(/:$/, '');
  if (scheme !== 'https' && scheme !== 'http') return undefined;
  return `intent://${location.host}${location.pathname}${location.search}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}
