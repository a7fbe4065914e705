import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DateTextSchema, DateTimeTextSchema, IncompleteDateTextSchema } from './date-schemas.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe.each([
  ['DateTextSchema', DateTextSchema, '29.02.2024', '31.02.2024', 'error_invalid_date'],
  ['DateTimeTextSchema', DateTimeTextSchema, '29.02.2024 10:00:00', '29.02.2024 10:00', 'error_invalid_datetime'],
  ['IncompleteDateTextSchema', IncompleteDateTextSchema, 'xx.05.1990', 'X1.05.1990', 'error_invalid_incomplete_date'],
])('%s (spec §5 masks)', (_name, schema, valid, invalid, invalidKey) => {
  it.each([
    [valid, 'accepted'],
    [invalid, invalidKey],
    ['', 'error_required'],
    [undefined, 'error_required'],
  ])('checks %j: %s', (input, key) => {
    expect(firstMessage(schema, input) ?? 'accepted').toBe(key);
  });
});
