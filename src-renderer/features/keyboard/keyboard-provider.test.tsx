import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { KeyboardProvider } from './keyboard-provider.tsx';
import { settle } from '../../test/settle.ts';

function Fields() {
  return (
    <KeyboardProvider>
      <label>
        Seriya
        <input data-keyboard="latin" maxLength={2} autoCapitalize="characters" />
      </label>
      <label>
        Raqam
        <input inputMode="numeric" maxLength={7} />
      </label>
      <label>
        Izoh
        <input />
      </label>
      <button type="button">Boshqa</button>
    </KeyboardProvider>
  );
}

// The on-screen keyboard is a lazily loaded chunk: compiled before a test waits for what it draws.
beforeAll(() => import('./on-screen-keyboard.tsx'));

const keyboard = () => screen.findByRole('region', { name: 'Ekran klaviaturasi' });
/** The key once the lazily loaded keyboard has drawn it. */
const key = async (name: string) => {
  const panel = await keyboard();
  return waitFor(() => {
    const button = panel.querySelector<HTMLButtonElement>(`[data-skbtn="${name}"]`);
    if (!button) throw new Error(`no key ${name} in the layout shown`);
    return button;
  });
};
const press = async (name: string) => {
  const button = await key(name);
  act(() => {
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
  });
};

describe('KeyboardProvider (spec §2 screen 1, §5)', () => {
  it('appears when a text field gets focus and hides on blur', async () => {
    await renderWithProviders(<Fields />);
    expect(screen.queryByRole('region', { name: 'Ekran klaviaturasi' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Izoh'));
    expect(await keyboard()).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Boshqa' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ekran klaviaturasi' })).toBeNull());
  });

  it('types into the focused field without taking focus, in capitals for the series, up to 2 letters', async () => {
    await renderWithProviders(<Fields />);
    const series = screen.getByLabelText<HTMLInputElement>('Seriya');
    act(() => series.focus());
    const panel = await keyboard();
    // The panel cancels pointerdown, so a tap on a key never moves focus out of the field.
    expect(fireEvent.pointerDown(panel)).toBe(false);
    expect(fireEvent.mouseDown(panel)).toBe(false);
    await press('A');
    await press('B');
    await press('C');
    expect(series.value).toBe('AB');
    expect(document.activeElement).toBe(series);
    await press('{bksp}');
    expect(series.value).toBe('A');
  });

  it('switches between the Latin and Cyrillic layouts', async () => {
    await renderWithProviders(<Fields />);
    const note = screen.getByLabelText<HTMLInputElement>('Izoh');
    act(() => note.focus());
    await press('q');
    await press('{lang}');
    await press('ў');
    await press('{shift}');
    await press('Қ');
    await press('қ');
    expect(note.value).toBe('qўҚқ');
  });

  it('shows the numeric layout for a numeric field and closes at 7 digits', async () => {
    await renderWithProviders(<Fields />);
    const number = screen.getByLabelText<HTMLInputElement>('Raqam');
    act(() => number.focus());
    // Once the numeric layout is drawn, it has no letters.
    await key('1');
    expect((await keyboard()).querySelector('[data-skbtn="q"]')).toBeNull();
    for (const digit of '1234567') await press(digit);
    expect(number.value).toBe('1234567');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ekran klaviaturasi' })).toBeNull());
    // Tapping the still-focused field brings it back.
    await userEvent.click(number);
    expect(await keyboard()).toBeDefined();
  });

  it('hides on its done key', async () => {
    await renderWithProviders(<Fields />);
    act(() => screen.getByLabelText<HTMLInputElement>('Izoh').focus());
    await press('{done}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ekran klaviaturasi' })).toBeNull());
  });

  it('does nothing when disabled (web mode)', async () => {
    await renderWithProviders(
      <KeyboardProvider enabled={false}>
        <input aria-label="Izoh" />
      </KeyboardProvider>,
    );
    act(() => screen.getByLabelText<HTMLInputElement>('Izoh').focus());
    await settle();
    expect(screen.queryByRole('region', { name: 'Ekran klaviaturasi' })).toBeNull();
  });
});
