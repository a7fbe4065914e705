import { useLingui } from '@lingui/react/macro';
import { ageParts } from '../../../src-domain/kiosk/self-test.ts';

/** An age as people say it ("3 soat 5 daqiqa"; "только что"): two units at most. */
export function useAgeText(): (ms: number) => string {
  const { t } = useLingui();
  return (ms) => {
    const { days, hours, minutes } = ageParts(ms);
    if (days > 0) return t({ id: 'kioskDict.age.days', message: `${days} kun ${hours} soat` });
    if (hours > 0) return t({ id: 'kioskDict.age.hours', message: `${hours} soat ${minutes} daqiqa` });
    if (minutes > 0) return t({ id: 'kioskDict.age.minutes', message: `${minutes} daqiqa` });
    return t({ id: 'kioskDict.age.now', message: 'bir daqiqadan kam' });
  };
}
