import { useLingui } from '@lingui/react/macro';
import { HELPLINE, WEBCAM_MIN_HEIGHT, WEBCAM_MIN_WIDTH } from '../../../src-domain/constants.ts';
import type { SelfTestCheck, SelfTestCode } from '../../../src-domain/kiosk/self-test.ts';

/** Names of the checks and spec §8 texts of their outcomes ("Device check" and the terminal's own). */
export function useSelfTestTexts() {
  const { t } = useLingui();
  const checkName = (check: SelfTestCheck): string => {
    switch (check) {
      case 'camera':
        return t({ id: 'selfTest.check.camera', message: 'Kamera' });
      case 'microphone':
        return t({ id: 'selfTest.check.microphone', message: 'Mikrofon' });
      case 'audio-output':
        return t({ id: 'selfTest.check.audioOutput', message: 'Ovoz chiqishi (quloqchin, karnay)' });
      case 'network':
        return t({ id: 'selfTest.check.network', message: 'Server bilan aloqa' });
      case 'terminal-config':
        return t({ id: 'selfTest.check.terminalConfig', message: 'Terminal sozlamalari' });
      case 'dictionaries':
        return t({ id: 'selfTest.check.dictionaries', message: 'Ma’lumotnomalar keshi' });
      case 'app-version':
        return t({ id: 'selfTest.check.appVersion', message: 'Dastur versiyasi' });
    }
  };
  const width = WEBCAM_MIN_WIDTH;
  const height = WEBCAM_MIN_HEIGHT;
  const helpline = HELPLINE;
  const outcome = (code: SelfTestCode): string => {
    switch (code) {
      case 'ok':
        return t({ id: 'selfTest.code.ok', message: 'Ishlayapti' });
      case 'no-camera':
        return t({ id: 'selfTest.code.noCamera', message: 'Veb-kamera topilmadi' });
      case 'no-microphone':
        return t({ id: 'selfTest.code.noMicrophone', message: 'Mikrofon topilmadi' });
      case 'low-resolution':
        return t({ id: 'selfTest.code.lowResolution', message: `Kamera sifati minimal talabdan past (kamida ${width}×${height})` });
      case 'device-busy':
        return t({ id: 'selfTest.code.deviceBusy', message: 'Qurilmani o‘qib bo‘lmadi yoki u boshqa dastur tomonidan band' });
      case 'permission-blocked':
        return t({ id: 'selfTest.code.permissionBlocked', message: 'Qurilmadan foydalanishga ruxsat berilmagan' });
      case 'unknown-error':
        return t({ id: 'selfTest.code.unknownError', message: 'Noma’lum xatolik' });
      case 'no-audio-output':
        return t({ id: 'selfTest.code.noAudioOutput', message: 'Ovoz chiqarish qurilmasi topilmadi' });
      case 'tone-not-heard':
        return t({ id: 'selfTest.code.toneNotHeard', message: 'Sinov ovozi quloqchinda eshitilmadi' });
      case 'pinned-device-missing':
        return t({ id: 'selfTest.code.pinnedMissing', message: 'Sozlamalarda ko‘rsatilgan qurilma ulanmagan, standart qurilma ishlatilmoqda' });
      case 'api-unreachable':
        return t({ id: 'selfTest.code.apiUnreachable', message: 'Server bilan aloqa yo‘q. Internetga ulanishni tekshiring' });
      case 'api-error':
        return t({ id: 'selfTest.code.apiError', message: 'Server xatolik bilan javob berdi' });
      case 'config-invalid':
        return t({ id: 'selfTest.code.configInvalid', message: 'Terminal sozlamalari fayli noto‘g‘ri' });
      case 'dictionaries-missing':
        return t({ id: 'selfTest.code.dictionariesMissing', message: 'Ma’lumotnomalar hali yuklab olinmagan' });
      case 'dictionaries-stale':
        return t({ id: 'selfTest.code.dictionariesStale', message: 'Ma’lumotnomalar bir kundan beri yangilanmagan' });
      case 'update-rolled-back':
        return t({
          id: 'selfTest.code.updateRolledBack',
          message: `Yangi versiya tekshiruvdan o‘tmadi va oldingi versiya qaytarildi. Ishonch telefoni: ${helpline}`,
        });
      case 'check-timed-out':
        return t({ id: 'selfTest.code.checkTimedOut', message: 'Tekshiruv belgilangan vaqtda javob bermadi' });
    }
  };
  return { checkName, outcome };
}
