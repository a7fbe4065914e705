import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActEditAction } from '../../../src-domain/http/routes/acts.ts';
import type { VideoHistoryAction } from '../../../src-domain/video/video-history.ts';

/** History rows that record an edit rather than a lifecycle step (audit). */
export const EDIT_ACTION_LABELS: Readonly<Record<ActEditAction, MessageDescriptor>> = {
  create: msg({ id: 'act.history.create', message: 'Harakat yaratildi' }),
  edit_general: msg({ id: 'act.history.edit_general', message: 'Umumiy ma’lumotlar o‘zgartirildi' }),
  add_party: msg({ id: 'act.history.add_party', message: 'Ishtirokchi qo‘shildi' }),
  edit_party: msg({ id: 'act.history.edit_party', message: 'Ishtirokchi o‘zgartirildi' }),
  remove_party: msg({ id: 'act.history.remove_party', message: 'Ishtirokchi olib tashlandi' }),
  add_subject: msg({ id: 'act.history.add_subject', message: 'Mulk qo‘shildi' }),
  edit_subject: msg({ id: 'act.history.edit_subject', message: 'Mulk o‘zgartirildi' }),
  remove_subject: msg({ id: 'act.history.remove_subject', message: 'Mulk olib tashlandi' }),
  choose_notary: msg({ id: 'act.history.choose_notary', message: 'Notarius tanlandi' }),
  reject_notary: msg({ id: 'act.history.reject_notary', message: 'Notariusdan voz kechildi' }),
  add_remark: msg({ id: 'act.history.add_remark', message: 'Izoh qo‘shildi' }),
  add_invoice: msg({ id: 'act.history.add_invoice', message: 'Hisob-faktura yaratildi' }),
  pay_invoice: msg({ id: 'act.history.pay_invoice', message: 'Hisob-faktura to‘landi' }),
  invite_party: msg({ id: 'act.history.invite_party', message: 'Ishtirokchi taklif qilindi' }),
  request_refund: msg({ id: 'act.history.request_refund', message: 'To‘lovni qaytarish so‘raldi' }),
  complete_refund: msg({ id: 'act.history.complete_refund', message: 'To‘lov qaytarildi' }),
  reverse_payment: msg({ id: 'act.history.reverse_payment', message: 'To‘lov tizimi to‘lovni bekor qildi' }),
  fix_signing_document: msg({ id: 'act.history.fix_signing_document', message: 'Imzolash uchun yakuniy hujjat qayd etildi' }),
  sign_document: msg({ id: 'act.history.sign_document', message: 'Hujjat elektron raqamli imzo bilan imzolandi' }),
};

/** History rows of the video room (docs/video.md): joins, pauses, resumes, face checks, the recording. */
export const VIDEO_ACTION_LABELS: Readonly<Record<VideoHistoryAction, MessageDescriptor>> = {
  video_join: msg({ id: 'act.history.video_join', message: 'Videokonferensiyaga qo‘shildi' }),
  video_identity_passed: msg({ id: 'act.history.video_identity_passed', message: 'Videokonferensiyada yuzni tekshirishdan o‘tdi' }),
  video_pause: msg({ id: 'act.history.video_pause', message: 'Videokonferensiya aloqasi uzildi' }),
  video_resume: msg({ id: 'act.history.video_resume', message: 'Videokonferensiyaga qaytdi' }),
  video_leave: msg({ id: 'act.history.video_leave', message: 'Videokonferensiyadan chiqdi' }),
  recording_acknowledged: msg({ id: 'act.history.recording_acknowledged', message: 'Seans yozib olinishiga rozilik berdi' }),
  recording_declined: msg({ id: 'act.history.recording_declined', message: 'Seans yozib olinishiga rozilik bermadi' }),
  recording_started: msg({ id: 'act.history.recording_started', message: 'Seansni yozib olish boshlandi' }),
  recording_sealed: msg({ id: 'act.history.recording_sealed', message: 'Seans yozuvi tekshirildi va muhrlandi' }),
};

export const ACTOR_LABELS: Readonly<Record<'applicant' | 'party' | 'notary' | 'other' | 'system' | 'admin', MessageDescriptor>> = {
  applicant: msg({ id: 'act.actor.applicant', message: 'Arizachi' }),
  party: msg({ id: 'act.actor.party', message: 'Ishtirokchi' }),
  notary: msg({ id: 'act.actor.notary', message: 'Notarius' }),
  other: msg({ id: 'act.actor.other', message: 'Boshqa foydalanuvchi' }),
  system: msg({ id: 'act.actor.system', message: 'Tizim' }),
  admin: msg({ id: 'act.actor.admin', message: 'Administrator' }),
};
