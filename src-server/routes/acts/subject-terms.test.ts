import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActTestApp, createActTestApp } from '../../test-support/act-test-app.ts';
import { runSubjectTerms } from '../../test-support/subject-terms.test-support.ts';

describe('the common subject fields on the subject routes (spec §3, docs/decisions/0050-subject-common-fields.md)', () => {
  let t: ActTestApp;
  beforeAll(async () => {
    t = await createActTestApp();
  });
  afterAll(() => t.close());

  it('refuses a wrong card number, an expired card and a share of 3/2; keeps the last four digits only', async () => {
    const act = await runSubjectTerms(t);
    expect(act.subjects[0]?.data['common.cardLast4']).toBe('1111');
  });
});
