import { describe, expect, it, vi } from 'vitest';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { masked } from './masked-input.ts';

function registered() {
  return { name: 'regdate', ref: vi.fn(), onChange: vi.fn(async () => true), onBlur: vi.fn(async () => true) } satisfies UseFormRegisterReturn<'regdate'>;
}

// Spec §5 masks; a prerendered page takes typing before the app runs (src-renderer/app/prerender-mark.ts).
describe('a masked field', () => {
  it('puts what was typed before the app ran through the mask and tells the form', () => {
    const field = registered();
    const input = document.createElement('input');
    input.name = 'regdate';
    input.value = '10122025';
    masked(field, MASKS.date).ref(input);
    expect(field.ref).toHaveBeenCalledWith(input);
    expect(input.value).toBe('10.12.2025');
    expect(field.onChange).toHaveBeenCalledWith({ target: input, type: 'change' });
  });

  it('leaves an empty or already masked field alone', () => {
    for (const typed of ['', '10.12.2025']) {
      const field = registered();
      const input = document.createElement('input');
      input.value = typed;
      masked(field, MASKS.date).ref(input);
      expect(input.value).toBe(typed);
      expect(field.onChange).not.toHaveBeenCalled();
    }
    const field = registered();
    masked(field, MASKS.date).ref(null);
    expect(field.ref).toHaveBeenCalledWith(null);
  });
});
