import { describe, expect, it } from 'vitest';
import { buildActionRequest, minVisitIsoDate } from './action-input.ts';
import { actionAsk, askFor, needsDialog } from './action-requirements.ts';

const empty = { reason: '', remark: '', isoDate: '', time: '' };
// 2026-11-22 10:00 in Tashkent (UTC+5).
const now = new Date('2026-11-22T05:00:00.000Z');

describe('what an action dialog asks for, read from the lifecycle table (spec §4)', () => {
  it.each([
    ['send_to_notary', 'applicant', { confirmation: false, reason: false, remark: false, time: false, answers: true }],
    ['delete', 'applicant', { confirmation: true, reason: false, remark: false, time: false, answers: false }],
    ['annul', 'applicant', { confirmation: true, reason: false, remark: false, time: false, answers: false }],
    ['annul', 'notary', { confirmation: true, reason: true, remark: false, time: false, answers: false }],
    ['back_one_step', 'applicant', { confirmation: true, reason: false, remark: false, time: false, answers: false }],
    ['ask_other_time', 'applicant', { confirmation: true, reason: false, remark: false, time: false, answers: false }],
    ['return_with_remarks', 'notary', { confirmation: false, reason: false, remark: true, time: false, answers: false }],
    ['refuse', 'notary', { confirmation: false, reason: true, remark: false, time: false, answers: false }],
    ['cancel', 'notary', { confirmation: false, reason: true, remark: false, time: false, answers: false }],
    ['stop', 'notary', { confirmation: false, reason: true, remark: false, time: false, answers: false }],
    ['set_time', 'notary', { confirmation: false, reason: false, remark: false, time: true, answers: false }],
    ['exit_deal', 'party', { confirmation: true, reason: false, remark: false, time: false, answers: false }],
  ] as const)('%s by the %s', (action, role, ask) => {
    expect(actionAsk(action, role)).toEqual(ask);
  });
});

describe('askFor: sending while a party has not answered (spec §3 party status)', () => {
  it('asks no confirmation when every party has answered, and one when any has not', () => {
    expect(needsDialog(askFor('send_to_notary', 'applicant', 0))).toBe(false);
    const ask = askFor('send_to_notary', 'applicant', 2);
    expect(needsDialog(ask)).toBe(true);
    expect(buildActionRequest('send_to_notary', ask, empty, now)).toEqual({ request: { action: 'send_to_notary', confirmed: true } });
    // Only the action that wants the answers.
    expect(askFor('accept_check', 'notary', 2)).toEqual(actionAsk('accept_check', 'notary'));
  });
});

describe('buildActionRequest', () => {
  it('sends confirmed: true for an action that needs confirmation (spec §4 "each after confirmation")', () => {
    expect(buildActionRequest('delete', actionAsk('delete', 'applicant'), empty, now)).toEqual({ request: { action: 'delete', confirmed: true } });
  });

  it('refuses a blank reason and a blank remark', () => {
    expect(buildActionRequest('cancel', actionAsk('cancel', 'notary'), { ...empty, reason: '   ' }, now)).toEqual({ problems: ['reason_required'] });
    expect(buildActionRequest('return_with_remarks', actionAsk('return_with_remarks', 'notary'), empty, now)).toEqual({ problems: ['remark_required'] });
    expect(buildActionRequest('cancel', actionAsk('cancel', 'notary'), { ...empty, reason: ' Hujjatlar yetarli emas ' }, now)).toEqual({
      request: { action: 'cancel', reason: 'Hujjatlar yetarli emas' },
    });
  });

  it('turns the date input into DD.MM.YYYY and HH:mm in Tashkent, and refuses a time not after now (spec §9)', () => {
    const ask = actionAsk('set_time', 'notary');
    expect(buildActionRequest('set_time', ask, { ...empty, isoDate: '2026-11-25', time: '11:30' }, now)).toEqual({
      request: { action: 'set_time', visitDate: '25.11.2026', visitTime: '11:30' },
    });
    expect(buildActionRequest('set_time', ask, { ...empty, isoDate: '2026-11-22', time: '10:00' }, now)).toEqual({ problems: ['time_in_past'] });
    expect(buildActionRequest('set_time', ask, { ...empty, isoDate: '2026-11-22', time: '10:01' }, now)).toEqual({
      request: { action: 'set_time', visitDate: '22.11.2026', visitTime: '10:01' },
    });
    expect(buildActionRequest('set_time', ask, { ...empty, isoDate: '2026-11-25' }, now)).toEqual({ problems: ['time_required'] });
  });

  it('offers dates from today in Tashkent, also late in the UTC evening', () => {
    expect(minVisitIsoDate(new Date('2026-11-22T20:30:00.000Z'))).toBe('2026-11-23');
  });
});
