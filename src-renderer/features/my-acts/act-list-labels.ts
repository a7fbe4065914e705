import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegSystemId } from '../../../src-domain/acts/act-types.ts';
import type { ActListSort } from '../../../src-domain/http/routes/acts-list.ts';

/**
 * Registry systems (spec §2 screen 7 names only their numbers): 2 is the notary offices' own
 * system (acts made at an office, shown at /my_notarial_act/{rid}), 3 this portal, 4 the other
 * online channel; both of the last open at /enotarial_act/{uuid}.
 */
export const SYSTEM_LABELS: Readonly<Record<RegSystemId, MessageDescriptor>> = {
  2: msg({ id: 'myActs.system.2', message: 'Notarial idoralar tizimi' }),
  3: msg({ id: 'myActs.system.3', message: 'e-Notarius portali' }),
  4: msg({ id: 'myActs.system.4', message: 'Boshqa onlayn tizim' }),
};

/** Spec §3 regtype: 1 in person, 2 video conference. */
export const REGTYPE_LABELS: Readonly<Record<1 | 2, MessageDescriptor>> = {
  1: msg({ id: 'myActs.regtype.1', message: 'Notarius huzurida' }),
  2: msg({ id: 'myActs.regtype.2', message: 'Videokonferensiya orqali' }),
};

export const SORT_LABELS: Readonly<Record<ActListSort, MessageDescriptor>> = {
  newest: msg({ id: 'myActs.sort.newest', message: 'Avval yangilari' }),
  oldest: msg({ id: 'myActs.sort.oldest', message: 'Avval eskilari' }),
  regdate_desc: msg({ id: 'myActs.sort.regdate_desc', message: 'Ro‘yxatga olingan sana: yangidan eskiga' }),
  regdate_asc: msg({ id: 'myActs.sort.regdate_asc', message: 'Ro‘yxatga olingan sana: eskidan yangiga' }),
  visit_asc: msg({ id: 'myActs.sort.visit_asc', message: 'Qabul vaqti: yaqinlari avval' }),
  visit_desc: msg({ id: 'myActs.sort.visit_desc', message: 'Qabul vaqti: kechlari avval' }),
  step_asc: msg({ id: 'myActs.sort.step_asc', message: 'Bosqich: birinchisidan' }),
  step_desc: msg({ id: 'myActs.sort.step_desc', message: 'Bosqich: oxirgisidan' }),
};
