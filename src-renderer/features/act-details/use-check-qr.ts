import { useEffect, useState } from 'react';
import { apiOrigin } from '../../platform/api-origin.ts';

/**
 * A QR code of the public check page of a registered act, for a phone camera: the portal's
 * public origin (on a kiosk, the terminal's API server, which serves the portal too) plus
 * `path`. `qrcode` loads only when a result is shown.
 */
export function useCheckQr(path: string | undefined): string | undefined {
  const [image, setImage] = useState<{ path: string; url: string }>();
  useEffect(() => {
    if (!path) return;
    let live = true;
    void Promise.all([apiOrigin(), import('qrcode')])
      .then(([origin, qrcode]) =>
        qrcode.toDataURL(`${origin}${path}`, { margin: 1, width: 320 }).then((url) => {
          if (live) setImage({ path, url });
        }),
      )
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path]);
  return image && image.path === path ? image.url : undefined;
}
