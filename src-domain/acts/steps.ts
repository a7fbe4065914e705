import type { Locale } from '../i18n/locale.ts';

/** The nine steps of a notarial act (spec §4, "Notarial act steps"). */
export const ACT_STEPS = {
  preparation: 1,
  checkAndCorrection: 2,
  applicantConfirmation: 3,
  paymentFormation: 4,
  settingTime: 5,
  confirmingTime: 6,
  payment: 7,
  registration: 8,
  completed: 9,
} as const;
export type ActStepName = keyof typeof ACT_STEPS;
export type ActStep = (typeof ACT_STEPS)[ActStepName];
export const ACT_STEP_VALUES: readonly ActStep[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export function isActStep(value: unknown): value is ActStep {
  return typeof value === 'number' && (ACT_STEP_VALUES as readonly number[]).includes(value);
}

export const ACT_STEP_NAMES: Readonly<Record<ActStep, Readonly<Record<Locale, string>>>> = {
  1: { oz: 'Tayyorlash', uz: 'Тайёрлаш', ru: 'Подготовка' },
  2: { oz: 'Tekshirish va tuzatish', uz: 'Текшириш ва тузатиш', ru: 'Проверка и исправление' },
  3: { oz: 'Arizachi tomonidan tasdiqlash', uz: 'Аризачи томонидан тасдиқлаш', ru: 'Подтверждение заявителем' },
  4: { oz: 'To‘lovni shakllantirish', uz: 'Тўловни шакллантириш', ru: 'Формирование оплаты' },
  5: { oz: 'Ro‘yxatga olish vaqtini belgilash', uz: 'Рўйхатга олиш вақтини белгилаш', ru: 'Назначение времени регистрации' },
  6: { oz: 'Ro‘yxatga olish vaqtini tasdiqlash', uz: 'Рўйхатга олиш вақтини тасдиқлаш', ru: 'Подтверждение времени регистрации' },
  7: { oz: 'To‘lov', uz: 'Тўлов', ru: 'Оплата' },
  8: { oz: 'Ro‘yxatga olish', uz: 'Рўйхатга олиш', ru: 'Регистрация' },
  9: { oz: 'Yakunlangan', uz: 'Якунланган', ru: 'Завершено' },
};
