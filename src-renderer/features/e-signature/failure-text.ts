import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgentFailure } from '../../../src-domain/signatures/eimzo-protocol.ts';

/** What the signer reads for each way the agent can fail (docs/signatures.md "Messages"). */
export const FAILURE_TEXTS: Readonly<Record<AgentFailure, MessageDescriptor>> = {
  agent_unavailable: msg({
    id: 'esign.failure.agent_unavailable',
    message: 'E-IMZO dasturi topilmadi: u o‘rnatilmagan yoki ishga tushirilmagan. E-IMZO’ni o‘rnating va ishga tushiring, so‘ng qayta urinib ko‘ring.',
  }),
  no_keys: msg({
    id: 'esign.failure.no_keys',
    message: 'E-IMZO’da jismoniy shaxsning elektron raqamli imzo kaliti topilmadi. Kalit faylini yoki ID-kartani ulang.',
  }),
  key_expired: msg({ id: 'esign.failure.key_expired', message: 'Tanlangan kalitning amal qilish muddati tugagan. Yangi kalit oling yoki boshqasini tanlang.' }),
  cancelled: msg({ id: 'esign.failure.cancelled', message: 'Imzolash bekor qilindi: parol kiritilmadi. Imzolash uchun qayta urinib ko‘ring.' }),
  wrong_password: msg({ id: 'esign.failure.wrong_password', message: 'Kalit paroli noto‘g‘ri. Qayta urinib ko‘ring.' }),
  agent_error: msg({ id: 'esign.failure.agent_error', message: 'E-IMZO imzolashni bajara olmadi. Qayta urinib ko‘ring.' }),
};
