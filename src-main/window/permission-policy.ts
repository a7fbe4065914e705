import { APP_ORIGIN, isAppOrigin } from './app-origin.ts';

/**
 * Permissions the app may use, as an allowlist (as Signal-Desktop's `permissions.ts`):
 * camera and microphone for the face check and video calls, fullscreen for the kiosk itself.
 * Everything else (geolocation, notifications, USB, HID, serial, clipboard reads, screen
 * capture, …) is denied, and nothing is granted to another origin or to a sub-frame.
 */
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['media', 'fullscreen']);

export type PermissionContext = { appOrigin?: string; isMainFrame?: boolean };

export function permissionPolicy(permission: string, requestingOrigin: string, context: PermissionContext = {}): boolean {
  const { appOrigin = APP_ORIGIN, isMainFrame = true } = context;
  return isMainFrame && ALLOWED_PERMISSIONS.has(permission) && isAppOrigin(requestingOrigin, appOrigin);
}
