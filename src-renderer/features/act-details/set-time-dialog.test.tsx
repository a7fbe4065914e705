import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { actionAsk } from './action-requirements.ts';

// 22.11.2026 10:00 in Tashkent.
const now = () => new Date('2026-11-22T05:00:00.000Z');

describe('the notary sets the registration time (spec §4 step 5, §9 Tashkent time)', () => {
  it('offers a date from today in Tashkent and refuses a time already past', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(
      <ActionDialog action="set_time" ask={actionAsk('set_time', 'notary')} pending={false} onSubmit={onSubmit} onClose={vi.fn()} now={now} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ro‘yxatga olish vaqtini belgilash' });
    const date = within(dialog).getByLabelText('Sana');
    expect(date.getAttribute('min')).toBe('2026-11-22');
    fireEvent.change(date, { target: { value: '2026-11-22' } });
    fireEvent.change(within(dialog).getByLabelText('Vaqt'), { target: { value: '09:30' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ro‘yxatga olish vaqtini belgilash' }));
    expect(within(dialog).getByText('Vaqt hozirgidan keyin bo‘lishi kerak (Toshkent vaqti).')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Vaqt'), { target: { value: '15:30' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ro‘yxatga olish vaqtini belgilash' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'set_time', visitDate: '22.11.2026', visitTime: '15:30' });
  });
});
