import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { EditorToggle } from './editor-toggle.tsx';

describe('EditorToggle', () => {
  it('opens the form with focus in its first field and gives focus back to the button on close', async () => {
    await renderWithProviders(
      <EditorToggle label="Ishtirokchi qo‘shish">
        {(close) => (
          <form aria-label="Taraf qo‘shish">
            <label>
              JShShIR
              <input />
            </label>
            <button type="button" onClick={close}>
              Bekor qilish
            </button>
          </form>
        )}
      </EditorToggle>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ishtirokchi qo‘shish' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'JShShIR' })));
    await userEvent.click(screen.getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ishtirokchi qo‘shish' })));
  });

  it('shows a loading status while the code of a form loads, then focuses its first field', async () => {
    let arrive: () => void = () => undefined;
    const LateForm = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () =>
            resolve({
              default: () => (
                <label>
                  Kadastr raqami
                  <input />
                </label>
              ),
            });
        }),
    );
    await renderWithProviders(<EditorToggle label="Ko‘chmas mulkni qo‘shish">{() => <LateForm />}</EditorToggle>);
    await userEvent.click(screen.getByRole('button', { name: 'Ko‘chmas mulkni qo‘shish' }));
    expect(await screen.findByText('Yuklanmoqda…')).toBeDefined();
    arrive();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Kadastr raqami' })));
  });
});
