import { useLingui } from '@lingui/react/macro';
import type { ActTab } from './act-tabs.ts';

/** Tab names of act details (spec §2 screen 13). */
export function useTabLabels(): Record<ActTab, string> {
  const { t } = useLingui();
  return {
    general: t({ id: 'act.tab.general', message: 'Umumiy ma’lumotlar' }),
    parties: t({ id: 'act.tab.parties', message: 'Ishtirokchilar' }),
    subjects: t({ id: 'act.tab.subjects', message: 'Mulklar' }),
    print: t({ id: 'act.tab.print', message: 'Chop etish shakli' }),
    payments: t({ id: 'act.tab.payments', message: 'To‘lovlar' }),
    references: t({ id: 'act.tab.references', message: 'Ma’lumotnomalar' }),
    result: t({ id: 'act.tab.result', message: 'Natija' }),
    remarks: t({ id: 'act.tab.remarks', message: 'Izohlar' }),
    video: t({ id: 'act.tab.video', message: 'Videokonferensiya' }),
    history: t({ id: 'act.tab.history', message: 'Tarix' }),
  };
}
