import { useLingui } from '@lingui/react/macro';
import type { CallProblem } from './call-state.ts';
import type { DeviceError } from '../../../src-domain/devices/device-errors.ts';

/** Spec §8 messages of a call that cannot go on: device check, identity for video mode, media server, the server's own. */
export function CallProblemMessage({ problem }: { problem: CallProblem }) {
  const { t } = useLingui();
  const device: Record<DeviceError, string> = {
    'no-webcam': t({ id: 'video.problem.noCamera', message: 'Veb-kamera topilmadi. Kamerani ulang va qayta urinib ko‘ring.' }),
    'no-microphone': t({ id: 'video.problem.noMicrophone', message: 'Mikrofon topilmadi. Mikrofonli quloqchinni ulang.' }),
    'low-resolution': t({ id: 'video.problem.lowResolution', message: 'Kamera ruxsati 640×480 dan past. Boshqa kamerani tanlang.' }),
    'device-unreadable': t({ id: 'video.problem.inUse', message: 'Kamera yoki mikrofonni o‘qib bo‘lmadi: ular boshqa dastur tomonidan band bo‘lishi mumkin.' }),
    'permission-blocked': t({
      id: 'video.problem.blocked',
      message: 'Brauzer kamera va mikrofondan foydalanishni bloklagan. Ruxsat bering va qayta urinib ko‘ring.',
    }),
    'unknown-error': t({ id: 'video.problem.unknown', message: 'Kamera yoki mikrofonda noma’lum xatolik.' }),
  };
  const text =
    problem.kind === 'device'
      ? device[problem.problem]
      : problem.kind === 'identity'
        ? t({ id: 'video.problem.identity', message: 'Videokonferensiya rejimi uchun shaxsingiz tasdiqlanmadi.' })
        : problem.kind === 'media-server'
          ? t({ id: 'video.problem.mediaServer', message: 'Media-serverga ulanishda xatolik, keyinroq qayta urinib ko‘ring.' })
          : problem.message;
  return (
    <p className="notice notice--warning" role="alert">
      {text}
    </p>
  );
}
