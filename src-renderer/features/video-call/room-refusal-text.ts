import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { VideoRoomView } from '../../../src-domain/http/routes/video-room.ts';

type Refusal = NonNullable<VideoRoomView['me']['refusal']>;

/** Why this user cannot take a seat now, as the server decided (src-domain/video/room-admission.ts). */
export const REFUSAL_TEXTS: Readonly<Record<Refusal, MessageDescriptor>> = {
  not_video_act: msg({ id: 'video.refusal.not_video_act', message: 'Bu harakat notarius huzurida rasmiylashtiriladi.' }),
  not_registration_step: msg({ id: 'video.refusal.not_registration_step', message: 'Videokonferensiya ro‘yxatga olish bosqichida (8-bosqich) bo‘ladi.' }),
  not_open_yet: msg({ id: 'video.refusal.not_open_yet', message: 'Xona hali ochilmagan.' }),
  room_closed: msg({ id: 'video.refusal.room_closed', message: 'Videokonferensiya xonasi yopilgan.' }),
  not_participant: msg({ id: 'video.refusal.not_participant', message: 'Siz bu videokonferensiya ishtirokchisi emassiz.' }),
  in_person_participant: msg({ id: 'video.refusal.in_person_participant', message: 'Siz bu harakatda notarius huzurida shaxsan qatnashasiz.' }),
  invitation_not_answered: msg({ id: 'video.refusal.invitation_not_answered', message: 'Avval notarial harakatga taklifni qabul qiling.' }),
  declined_recording: msg({ id: 'video.refusal.declined_recording', message: 'Siz yozib olishga rozilik bermadingiz.' }),
};
