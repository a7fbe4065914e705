import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './format-phone.ts';

describe('formatPhone and phoneHref: one shown form of a phone for the footer and the notary pages (spec §5 phone: 9 digits)', () => {
  it.each<[string, string, string | undefined, string]>([
    ['712345678', '+998 71 234-56-78', 'tel:+998712345678', 'a stored national number (a notary office in Tashkent)'],
    ['712070000', '+998 71 207-00-00', 'tel:+998712070000', 'the support line'],
    ['(90) 123 45 67', '+998 90 123-45-67', 'tel:+998901234567', 'the input mask of spec §5'],
    ['998901234567', '+998 90 123-45-67', 'tel:+998901234567', 'with the country code'],
    ['+998 90 123-45-67', '+998 90 123-45-67', 'tel:+998901234567', 'already shown form'],
    [' 662345678 ', '+998 66 234-56-78', 'tel:+998662345678', 'spaces around'],
    ['1008', '1008', undefined, 'a short helpline number is left as it is'],
    ['90123456', '90123456', undefined, '8 digits: not a national number'],
    ['', '', undefined, 'nothing'],
  ])('%j → %j, %j (%s)', (input, shown, href, _why) => {
    expect(formatPhone(input)).toBe(shown);
    expect(phoneHref(input)).toBe(href);
  });
});
