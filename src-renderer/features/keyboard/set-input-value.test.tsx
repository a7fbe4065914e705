import { render, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { setInputValue } from './set-input-value.ts';

function Form({ onValue }: { onValue: (value: string) => void }) {
  const { register, control } = useForm({ defaultValues: { passnum: '' } });
  onValue(useWatch({ control, name: 'passnum' }));
  return <input aria-label="number" {...register('passnum', { onChange: (event: { target: HTMLInputElement }) => changes(event.target.value) })} />;
}
const changes = vi.fn<(value: string) => void>();

describe('setInputValue drives react-hook-form like typing', () => {
  it('reports each key exactly once, none lost, none doubled', () => {
    const seen: string[] = [];
    render(<Form onValue={(value) => seen.push(value)} />);
    const input = screen.getByLabelText<HTMLInputElement>('number');
    input.focus();
    changes.mockClear();
    for (const value of ['1', '12', '123', '12']) setInputValue(input, value);
    expect(changes.mock.calls.map(([value]) => value)).toEqual(['1', '12', '123', '12']);
    expect(input.value).toBe('12');
    expect(seen.at(-1)).toBe('12');
  });

  it('puts the caret at the end of the focused field', () => {
    render(<Form onValue={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('number');
    input.focus();
    setInputValue(input, '4567');
    expect(input.selectionStart).toBe(4);
    expect(input.selectionEnd).toBe(4);
  });
});
