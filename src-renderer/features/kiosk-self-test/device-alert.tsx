import { useLingui } from '@lingui/react/macro';
import { useLostDevices } from './device-watch.ts';
import { useSelfTestTexts } from './self-test-texts.ts';

/**
 * The kiosk's banner for a device unplugged during use (spec §8 device messages); it disappears
 * by itself once the device is plugged back in.
 */
export function DeviceAlert({ media }: { media: MediaDevices | undefined }) {
  const { t } = useLingui();
  const lost = useLostDevices(media);
  const { outcome } = useSelfTestTexts();
  return (
    <div role="alert" className={lost.length > 0 ? 'notice notice--warning device-alert' : 'device-alert'}>
      {lost.length > 0 ? (
        <>
          <p>{lost.map(outcome).join('. ')}.</p>
          <p>{t({ id: 'deviceAlert.reconnect', message: 'Qurilmani qayta ulang: u ulanishi bilan xizmat davom etadi.' })}</p>
        </>
      ) : null}
    </div>
  );
}
