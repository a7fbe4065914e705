import type { Ref, SelectHTMLAttributes } from 'react';
import './select.css';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native drop-down with the portal's one look for it (select.css): the same height, border,
 * radius and colours as the text fields, so filters and sorts look like every other form control.
 * Native, so keyboards, screen readers and phones get their own pickers.
 */
export function Select({ className, ref, ...props }: SelectProps) {
  return <select {...props} ref={ref} className={className ? `select ${className}` : 'select'} />;
}
