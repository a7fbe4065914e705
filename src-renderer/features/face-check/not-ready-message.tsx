import { useLingui } from '@lingui/react/macro';
import { WEBCAM_MIN_HEIGHT, WEBCAM_MIN_WIDTH } from '../../../src-domain/constants.ts';
import type { NotReadyReason } from './not-ready.ts';

function useReasonText(): (reason: NotReadyReason) => string {
  const { t } = useLingui();
  const width = WEBCAM_MIN_WIDTH;
  const height = WEBCAM_MIN_HEIGHT;
  return (reason) => {
    switch (reason) {
      case 'no-camera':
        return t({ id: 'faceCheck.notReady.noCamera', message: 'Kamera topilmadi. Kamerani ulang.' });
      case 'camera-blocked':
        return t({
          id: 'faceCheck.notReady.cameraBlocked',
          message: 'Kameradan foydalanishga ruxsat berilmagan. Brauzer sozlamalarida ushbu saytga kamerani yoqishga ruxsat bering.',
        });
      case 'camera-busy':
        return t({ id: 'faceCheck.notReady.cameraBusy', message: 'Kamera band yoki ishlamayapti. Kamerani ishlatayotgan boshqa dasturlarni yoping.' });
      case 'low-resolution':
        return t({ id: 'faceCheck.notReady.lowResolution', message: `Kamera sifati past: kamida ${width}×${height} piksel kerak.` });
      case 'camera-error':
        return t({ id: 'faceCheck.notReady.cameraError', message: 'Kamerani yoqib bo‘lmadi.' });
      case 'video-not-playing':
        return t({ id: 'faceCheck.notReady.videoNotPlaying', message: 'Kameradan video kelmayapti.' });
      case 'no-connection':
        return t({ id: 'faceCheck.notReady.noConnection', message: 'Server bilan aloqa yo‘q. Internetga ulanishni tekshiring.' });
    }
  };
}

/** Spec §8 not-ready error: everything missing, in one alert; the dialog's Retry follows it. */
export function NotReadyMessage({ missing }: { missing: readonly NotReadyReason[] }) {
  const { t } = useLingui();
  const reasonText = useReasonText();
  return (
    <div className="face-check__not-ready" role="alert">
      <p className="face-check__not-ready-title">
        {t({ id: 'faceCheck.notReady.title', message: 'Yuzni tekshirishni boshlab bo‘lmadi. Quyidagilarni tekshiring:' })}
      </p>
      <ul>
        {missing.map((reason) => (
          <li key={reason}>{reasonText(reason)}</li>
        ))}
      </ul>
    </div>
  );
}
