import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { StepProgress } from './step-progress.tsx';

const steps = () =>
  within(screen.getByRole('navigation', { name: /Notarial harakat bosqichlari|Этапы нотариального действия|Нотариал ҳаракат босқичлари/ })).getAllByRole(
    'listitem',
  );

describe('the nine steps (spec §4 "Notarial act steps")', () => {
  it('marks the current step for screen readers and names the finished ones', async () => {
    await renderWithProviders(<StepProgress step={4} />);
    expect(steps().map((step) => step.getAttribute('aria-current'))).toEqual([null, null, null, 'step', null, null, null, null, null]);
    expect(steps()[0]?.textContent).toBe('1Tayyorlash (bajarilgan)');
    expect(steps()[3]?.textContent).toBe('4To‘lovni shakllantirish (joriy bosqich)');
    expect(steps()[4]?.textContent).toBe('5Ro‘yxatga olish vaqtini belgilash');
  });

  it('says where a stopped act stopped', async () => {
    await renderWithProviders(<StepProgress step={2} stopped />);
    expect(steps()[1]?.textContent).toBe('2Tekshirish va tuzatish (shu bosqichda to‘xtagan)');
  });

  it('shows a registered act as done to the end', async () => {
    await renderWithProviders(<StepProgress step={9} />);
    expect(steps()[8]?.getAttribute('aria-current')).toBe('step');
    expect(steps()[8]?.textContent).toBe('9Yakunlangan (bajarilgan)');
  });

  it.each([
    ['uz', '1Тайёрлаш (бажарилган)', '2Текшириш ва тузатиш (жорий босқич)'],
    ['ru', '1Подготовка (выполнен)', '2Проверка и исправление (текущий этап)'],
  ] as const)('speaks %s', async (locale, first, second) => {
    await renderWithProviders(<StepProgress step={2} />, { locale });
    expect(steps()[0]?.textContent).toBe(first);
    expect(steps()[1]?.textContent).toBe(second);
  });
});
