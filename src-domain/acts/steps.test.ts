import { describe, expect, it } from 'vitest';
import { ACT_STEP_COUNT } from '../constants.ts';
import { LOCALES } from '../i18n/locale.ts';
import { ACT_STEP_NAMES, ACT_STEP_VALUES, ACT_STEPS, isActStep } from './steps.ts';

describe('notarial act steps (spec §4)', () => {
  it.each<[keyof typeof ACT_STEPS, number, string]>([
    ['preparation', 1, 'Подготовка'],
    ['checkAndCorrection', 2, 'Проверка и исправление'],
    ['applicantConfirmation', 3, 'Подтверждение заявителем'],
    ['paymentFormation', 4, 'Формирование оплаты'],
    ['settingTime', 5, 'Назначение времени регистрации'],
    ['confirmingTime', 6, 'Подтверждение времени регистрации'],
    ['payment', 7, 'Оплата'],
    ['registration', 8, 'Регистрация'],
    ['completed', 9, 'Завершено'],
  ])('step %s is number %i, "%s"', (name, step, ruName) => {
    expect(ACT_STEPS[name]).toBe(step);
    expect(ACT_STEP_NAMES[ACT_STEPS[name]].ru).toBe(ruName);
  });

  it('has nine steps in order (spec §9)', () => {
    expect(ACT_STEP_VALUES).toHaveLength(ACT_STEP_COUNT);
    expect(ACT_STEP_VALUES).toEqual(Object.values(ACT_STEPS));
  });

  it.each(ACT_STEP_VALUES.flatMap((step) => LOCALES.map((locale) => [step, locale] as const)))('names step %i in %s', (step, locale) => {
    expect(ACT_STEP_NAMES[step][locale].trim()).not.toBe('');
  });

  it.each([
    [1, true],
    [9, true],
    [0, false],
    [10, false],
    ['1', false],
  ])('isActStep(%j) is %s', (value, expected) => {
    expect(isActStep(value)).toBe(expected);
  });
});
