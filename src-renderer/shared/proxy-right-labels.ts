import { useLingui } from '@lingui/react/macro';
import type { ProxyRight } from '../../src-domain/acts/act-extras.ts';

/** The name of each right a power of attorney may grant (src-domain/acts/act-extras.ts `PROXY_RIGHTS`). */
export function useProxyRightLabels(): Readonly<Record<ProxyRight, string>> {
  const { t } = useLingui();
  return {
    use: t({ id: 'act.wizard.right.use', message: 'Foydalanish' }),
    drive: t({ id: 'act.wizard.right.drive', message: 'Transport vositasini boshqarish (haydash)' }),
    represent: t({ id: 'act.wizard.right.represent', message: 'Manfaatlarini ifodalash' }),
    manage: t({ id: 'act.wizard.right.manage', message: 'Mulkni boshqarish' }),
    rent: t({ id: 'act.wizard.right.rent', message: 'Ijaraga berish' }),
    sell: t({ id: 'act.wizard.right.sell', message: 'Sotish' }),
    gift: t({ id: 'act.wizard.right.gift', message: 'Hadya qilish' }),
    pledge: t({ id: 'act.wizard.right.pledge', message: 'Garovga qo‘yish' }),
    exchange: t({ id: 'act.wizard.right.exchange', message: 'Ayirboshlash' }),
    dispose: t({ id: 'act.wizard.right.dispose', message: 'Har qanday tasarruf etish' }),
  };
}
