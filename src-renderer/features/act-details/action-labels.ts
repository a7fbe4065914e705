import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActAction } from '../../../src-domain/acts/lifecycle/act-actions.ts';

/** Button text of every lifecycle action (spec §4 "Notarial act steps"), in the three locales. */
export const ACTION_LABELS: Readonly<Record<ActAction, MessageDescriptor>> = {
  send_to_notary: msg({ id: 'act.action.send_to_notary', message: 'Notariusga yuborish' }),
  return_with_remarks: msg({ id: 'act.action.return_with_remarks', message: 'Kamchiliklar bilan qaytarish' }),
  accept_check: msg({ id: 'act.action.accept_check', message: 'Tekshiruvdan o‘tkazish' }),
  confirm: msg({ id: 'act.action.confirm', message: 'Tasdiqlash' }),
  return_to_preparation: msg({ id: 'act.action.return_to_preparation', message: 'Tayyorlashga qaytarish' }),
  issue_invoices: msg({ id: 'act.action.issue_invoices', message: 'Hisob-fakturalarni taqdim etish' }),
  set_time: msg({ id: 'act.action.set_time', message: 'Ro‘yxatga olish vaqtini belgilash' }),
  confirm_time: msg({ id: 'act.action.confirm_time', message: 'Vaqtni tasdiqlash' }),
  ask_other_time: msg({ id: 'act.action.ask_other_time', message: 'Boshqa vaqt so‘rash' }),
  mark_paid: msg({ id: 'act.action.mark_paid', message: 'To‘lov qilinganini belgilash' }),
  register: msg({ id: 'act.action.register', message: 'Ro‘yxatga olish' }),
  back_one_step: msg({ id: 'act.action.back_one_step', message: 'Bir qadam orqaga' }),
  delete: msg({ id: 'act.action.delete', message: 'Harakatni o‘chirish' }),
  annul: msg({ id: 'act.action.annul', message: 'Bekor qilish (annulyatsiya)' }),
  refuse: msg({ id: 'act.action.refuse', message: 'Rad etish' }),
  cancel: msg({ id: 'act.action.cancel', message: 'Bekor qilish' }),
  stop: msg({ id: 'act.action.stop', message: 'To‘xtatish' }),
  no_show: msg({ id: 'act.action.no_show', message: 'Kelmagan deb belgilash' }),
  accept_invitation: msg({ id: 'act.action.accept_invitation', message: 'Taklifni qabul qilish' }),
  decline_invitation: msg({ id: 'act.action.decline_invitation', message: 'Taklifni rad etish' }),
  exit_deal: msg({ id: 'act.action.exit_deal', message: 'Bitimdan chiqish' }),
  mark_free_of_charge: msg({ id: 'act.action.mark_free_of_charge', message: 'Bepul deb belgilash' }),
  unmark_free_of_charge: msg({ id: 'act.action.unmark_free_of_charge', message: 'Bepul belgisini olib tashlash' }),
  technical_failure: msg({ id: 'act.action.technical_failure', message: 'Texnik nosozlik: yangi vaqt belgilash' }),
  switch_to_in_person: msg({ id: 'act.action.switch_to_in_person', message: 'Notarius huzurida rasmiylashtirishga o‘tkazish' }),
  return_to_set_time: msg({ id: 'act.action.return_to_set_time', message: 'Vaqt belgilashga qaytarish' }),
};

/** What the confirmation dialog says the action will do, so nobody confirms blind. */
export const ACTION_CONSEQUENCES: Readonly<Partial<Record<ActAction, MessageDescriptor>>> = {
  back_one_step: msg({ id: 'act.consequence.back_one_step', message: 'Harakat oldingi bosqichga qaytariladi.' }),
  delete: msg({ id: 'act.consequence.delete', message: 'Harakat o‘chiriladi. Buni qaytarib bo‘lmaydi.' }),
  annul: msg({ id: 'act.consequence.annul', message: 'Harakat annulyatsiya qilinadi va boshqa o‘zgartirib bo‘lmaydi.' }),
  refuse: msg({
    id: 'act.consequence.refuse',
    message: 'Notarial harakatni bajarish rad etiladi; arizachi rad etish to‘g‘risidagi qarorni yuklab olishi mumkin.',
  }),
  cancel: msg({ id: 'act.consequence.cancel', message: 'Harakat bekor qilinadi; sababi arizachiga ko‘rsatiladi.' }),
  stop: msg({ id: 'act.consequence.stop', message: 'Harakat jarayoni to‘xtatiladi; sababi arizachiga ko‘rsatiladi.' }),
  ask_other_time: msg({ id: 'act.consequence.ask_other_time', message: 'Belgilangan vaqt bekor qilinadi va notarius yangi vaqt belgilaydi.' }),
  exit_deal: msg({ id: 'act.consequence.exit_deal', message: 'Siz bu bitim ishtirokchisi bo‘lmay qolasiz.' }),
  return_with_remarks: msg({
    id: 'act.consequence.return_with_remarks',
    message: 'Harakat arizachiga tayyorlash bosqichiga qaytariladi; kamchiliklar unga ko‘rsatiladi.',
  }),
  switch_to_in_person: msg({
    id: 'act.consequence.switch_to_in_person',
    message: 'Harakat videokonferensiya o‘rniga notarius huzurida rasmiylashtiriladi; barcha ishtirokchilar shaxsan keladi.',
  }),
  return_to_set_time: msg({
    id: 'act.consequence.return_to_set_time',
    message: 'Belgilangan vaqt bekor qilinadi va harakat vaqt belgilash bosqichiga qaytadi.',
  }),
  set_time: msg({ id: 'act.consequence.set_time', message: 'Arizachi belgilangan vaqtni tasdiqlashi kerak. Vaqt Toshkent vaqti bo‘yicha.' }),
  mark_free_of_charge: msg({
    id: 'act.consequence.mark_free_of_charge',
    message: 'Harakat uchun davlat boji ham, notarius xizmati haqi ham olinmaydi. Sababi harakatda va uning bosma shaklida ko‘rsatiladi.',
  }),
  unmark_free_of_charge: msg({ id: 'act.consequence.unmark_free_of_charge', message: 'Hisob-fakturalar odatdagidek hisoblanadi.' }),
  technical_failure: msg({
    id: 'act.consequence.technical_failure',
    message: 'Ro‘yxatga olish texnik sabab bilan o‘tmadi. Harakat shu bosqichda qoladi, to‘langan summalar saqlanadi; yangi vaqt Toshkent vaqti bo‘yicha.',
  }),
};

/** Actions that end or undo something: a red button, so they are not pressed by habit. */
export const DANGEROUS_ACTIONS: ReadonlySet<ActAction> = new Set(['delete', 'annul', 'refuse', 'cancel', 'stop', 'decline_invitation', 'exit_deal']);
