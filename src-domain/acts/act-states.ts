import type { Locale } from '../i18n/locale.ts';

/**
 * States of a notarial act (spec §3 "state": active, cancelled; also annulled, destroyed,
 * awaiting registration; §4: a no-show makes it inactive). `draft` is an act still moving
 * through steps 1–8.
 */
export const ACT_STATES = ['draft', 'awaiting_registration', 'active', 'cancelled', 'annulled', 'destroyed', 'inactive', 'refused', 'stopped'] as const;
export type ActState = (typeof ACT_STATES)[number];

export function isActState(value: unknown): value is ActState {
  return typeof value === 'string' && (ACT_STATES as readonly string[]).includes(value);
}

/** States in which no further operation is possible. */
export const TERMINAL_ACT_STATES: readonly ActState[] = ['cancelled', 'annulled', 'destroyed', 'inactive', 'refused', 'stopped'];

export const ACT_STATE_NAMES: Readonly<Record<ActState, Readonly<Record<Locale, string>>>> = {
  draft: { oz: 'Jarayonda', uz: 'Жараёнда', ru: 'В процессе' },
  awaiting_registration: { oz: 'Ro‘yxatga olish kutilmoqda', uz: 'Рўйхатга олиш кутилмоқда', ru: 'Ожидает регистрации' },
  active: { oz: 'Amalda', uz: 'Амалда', ru: 'Действующий' },
  cancelled: { oz: 'Bekor qilingan', uz: 'Бекор қилинган', ru: 'Отменён' },
  annulled: { oz: 'Annulyatsiya qilingan', uz: 'Аннуляция қилинган', ru: 'Аннулирован' },
  destroyed: { oz: 'Yo‘q qilingan', uz: 'Йўқ қилинган', ru: 'Уничтожен' },
  inactive: { oz: 'Faol emas', uz: 'Фаол эмас', ru: 'Неактивен' },
  refused: { oz: 'Rad etilgan', uz: 'Рад этилган', ru: 'Отказано' },
  stopped: { oz: 'To‘xtatilgan', uz: 'Тўхтатилган', ru: 'Приостановлен' },
};
