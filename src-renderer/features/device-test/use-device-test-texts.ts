import { useLingui } from '@lingui/react/macro';
import { SPEED_MIN_MBPS, SPEED_RECOMMENDED_MBPS, WEBCAM_MIN_HEIGHT, WEBCAM_MIN_WIDTH } from '../../../src-domain/constants.ts';
import type { CameraFailure, ConnectionFailure, MicrophoneFailure, SpeakerFailure } from '../../../src-domain/devices/device-test-verdict.ts';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import type { DeviceTestStep } from './device-test-state.ts';

export type StepStatus = 'waiting' | 'running' | 'passed' | 'failed';

/** The device test's words (spec §8 device check messages among them), in the shown locale. */
export function useDeviceTestTexts() {
  const { t } = useLingui();
  const locale = useShownLocale();
  const width = WEBCAM_MIN_WIDTH;
  const height = WEBCAM_MIN_HEIGHT;
  const minimum = SPEED_MIN_MBPS;
  const recommended = SPEED_RECOMMENDED_MBPS;

  const stepTitle = (step: DeviceTestStep): string => {
    switch (step) {
      case 'camera':
        return t({ id: 'deviceTest.step.camera', message: 'Veb-kamera' });
      case 'microphone':
        return t({ id: 'deviceTest.step.microphone', message: 'Mikrofon' });
      case 'speaker':
        return t({ id: 'deviceTest.step.speaker', message: 'Karnay yoki quloqchin' });
      case 'connection':
        return t({ id: 'deviceTest.step.connection', message: 'Internet tezligi' });
    }
  };

  const status = (value: StepStatus): string => {
    switch (value) {
      case 'waiting':
        return t({ id: 'deviceTest.status.waiting', message: 'Navbatda' });
      case 'running':
        return t({ id: 'deviceTest.status.running', message: 'Tekshirilmoqda…' });
      case 'passed':
        return t({ id: 'deviceTest.status.passed', message: 'O‘tdi' });
      case 'failed':
        return t({ id: 'deviceTest.status.failed', message: 'O‘tmadi' });
    }
  };

  /** Spec §8 "Device check": no webcam, below minimum resolution, unreadable or in use, blocked, unknown. */
  const cameraFailure = (failure: CameraFailure): string => {
    switch (failure) {
      case 'no-webcam':
      case 'no-microphone':
        return t({ id: 'deviceTest.camera.noWebcam', message: 'Veb-kamera topilmadi. Kamerani ulang va qayta tekshiring.' });
      case 'permission-blocked':
        return t({
          id: 'deviceTest.camera.blocked',
          message: 'Kameradan foydalanishga ruxsat berilmagan. Brauzer sozlamalarida ushbu saytga kamerani yoqishga ruxsat bering.',
        });
      case 'device-unreadable':
        return t({
          id: 'deviceTest.camera.unreadable',
          message: 'Kameradan tasvir olib bo‘lmadi: u boshqa dasturda band yoki ishlamayapti. Kamerani ishlatayotgan dasturlarni yoping.',
        });
      case 'low-resolution':
        return t({ id: 'deviceTest.camera.lowResolution', message: `Kamera sifati past: kamida ${width}×${height} piksel kerak.` });
      case 'unknown-error':
        return t({ id: 'deviceTest.camera.unknown', message: 'Kamerani yoqishda noma’lum xatolik yuz berdi.' });
    }
  };

  /** Spec §8 "Device check": no microphone, unreadable or in use, blocked, unknown; and a silent microphone. */
  const microphoneFailure = (failure: MicrophoneFailure): string => {
    switch (failure) {
      case 'no-microphone':
      case 'no-webcam':
        return t({ id: 'deviceTest.microphone.noMicrophone', message: 'Mikrofon topilmadi. Mikrofonli quloqchinni ulang va qayta tekshiring.' });
      case 'permission-blocked':
        return t({
          id: 'deviceTest.microphone.blocked',
          message: 'Mikrofondan foydalanishga ruxsat berilmagan. Brauzer sozlamalarida ushbu saytga mikrofonni yoqishga ruxsat bering.',
        });
      case 'device-unreadable':
        return t({ id: 'deviceTest.microphone.unreadable', message: 'Mikrofondan ovoz olib bo‘lmadi: u boshqa dasturda band yoki ishlamayapti.' });
      case 'low-resolution':
      case 'unknown-error':
        return t({ id: 'deviceTest.microphone.unknown', message: 'Mikrofonni yoqishda noma’lum xatolik yuz berdi.' });
      case 'no-sound':
        return t({
          id: 'deviceTest.microphone.noSound',
          message: 'Mikrofondan ovoz kelmadi. Mikrofon o‘chirilmaganini tekshiring, qayta tekshirib, biror narsa deng.',
        });
    }
  };

  const speakerFailure = (failure: SpeakerFailure): string => {
    switch (failure) {
      case 'not-heard':
        return t({ id: 'deviceTest.speaker.notHeard', message: 'Ovoz eshitilmadi. Karnay yoki quloqchin ulanganini va ovoz balandligini tekshiring.' });
    }
  };

  const connectionFailure = (failure: ConnectionFailure): string => {
    switch (failure) {
      case 'unreachable':
        return t({
          id: 'deviceTest.connection.unreachable',
          message: 'Server bilan aloqa o‘rnatilmadi, tezlikni o‘lchab bo‘lmadi. Internetga ulanishni tekshiring.',
        });
      case 'too-slow':
        return t({ id: 'deviceTest.connection.tooSlow', message: `Internet tezligi yetarli emas: kamida ${minimum} Mbit/s kerak.` });
    }
  };

  // The locale's separators (i18n/format-number.ts): lingui's own formatter does not know `oz`.
  const mbps = (value: number): string => formatDecimal(value, locale, 2);

  return {
    stepTitle,
    status,
    cameraFailure,
    microphoneFailure,
    speakerFailure,
    connectionFailure,
    mbps,
    intro: t({
      id: 'deviceTest.intro',
      message: `Video orqali notarial harakatda qatnashish uchun veb-kamera (kamida ${width}×${height} piksel), mikrofonli quloqchin va kamida ${minimum} Mbit/s tezlikdagi internet kerak (${recommended} Mbit/s va undan yuqori tavsiya etiladi). Tekshiruv bir daqiqacha davom etadi; brauzer kamera va mikrofonga ruxsat so‘raydi.`,
    }),
    cameraSize: (w: number, h: number) => t({ id: 'deviceTest.camera.size', message: `Tasvir o‘lchami: ${w}×${h} piksel` }),
    cameraFrameRate: (value: number) => {
      const fps = formatDecimal(value, locale, 1);
      return t({ id: 'deviceTest.camera.frameRate', message: `Kadrlar tezligi: ${fps} kadr/s` });
    },
    microphonePrompt: t({ id: 'deviceTest.microphone.prompt', message: 'Biror narsa deng: mikrofon ovozingizni eshitishi kerak.' }),
    microphoneHeard: t({ id: 'deviceTest.microphone.heard', message: 'Mikrofon ovozingizni eshitdi.' }),
    meterLabel: t({ id: 'deviceTest.microphone.meter', message: 'Mikrofon ovoz darajasi' }),
    meterValue: (percent: number) => t({ id: 'deviceTest.microphone.meterValue', message: `${percent} foiz` }),
    speakerPrompt: t({ id: 'deviceTest.speaker.prompt', message: 'Quloqchinni taqing va «Ovozni chalish» tugmasini bosing. Qisqa ovoz eshitildimi?' }),
    playTone: t({ id: 'deviceTest.speaker.play', message: 'Ovozni chalish' }),
    playAgain: t({ id: 'deviceTest.speaker.playAgain', message: 'Yana chalish' }),
    tonePlaying: t({ id: 'deviceTest.speaker.playing', message: 'Ovoz chalinmoqda…' }),
    toneFailed: t({ id: 'deviceTest.speaker.toneFailed', message: 'Ovozni chalib bo‘lmadi: brauzer ovoz chiqarishga ruxsat bermadi.' }),
    heard: t({ id: 'deviceTest.speaker.heard', message: 'Ha, eshitdim' }),
    notHeard: t({ id: 'deviceTest.speaker.notHeardButton', message: 'Yo‘q, eshitmadim' }),
    speakerConfirmed: t({ id: 'deviceTest.speaker.confirmed', message: 'Siz ovozni eshitganingizni tasdiqladingiz.' }),
    download: (value: string) => t({ id: 'deviceTest.connection.download', message: `Yuklab olish: ${value} Mbit/s` }),
    upload: (value: string) => t({ id: 'deviceTest.connection.upload', message: `Yuborish: ${value} Mbit/s` }),
    recommendedSpeed: t({ id: 'deviceTest.connection.recommended', message: `Tezlik tavsiya etilgan darajada (${recommended} Mbit/s va undan yuqori).` }),
    enoughSpeed: t({
      id: 'deviceTest.connection.enough',
      message: `Minimal talab bajarildi; videokonferensiya uchun ${recommended} Mbit/s va undan yuqori tavsiya etiladi.`,
    }),
    start: t({ id: 'deviceTest.start', message: 'Tekshirishni boshlash' }),
    restart: t({ id: 'deviceTest.restart', message: 'Qayta tekshirish' }),
    interrupted: t({ id: 'deviceTest.interrupted', message: 'Tekshiruv kutilmaganda to‘xtadi. Qaytadan boshlang.' }),
    ready: t({ id: 'deviceTest.summary.ready', message: 'Qurilmalaringiz videokonferensiyaga tayyor.' }),
    notReady: t({
      id: 'deviceTest.summary.notReady',
      message: 'Qurilmalaringiz hali tayyor emas: yuqoridagi kamchiliklarni bartaraf eting va qayta tekshiring.',
    }),
    announceStep: (title: string, stepStatus: string, detail: string) => t({ id: 'deviceTest.announce.step', message: `${title}: ${stepStatus}. ${detail}` }),
  };
}

export type DeviceTestTexts = ReturnType<typeof useDeviceTestTexts>;
