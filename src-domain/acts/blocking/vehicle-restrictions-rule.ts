import { formatAmount } from '../../money/format-amount.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue } from './blocking-rule.ts';

/**
 * Spec §5 "A vehicle with restrictions, arrests, bans or fines blocks continuing until lifted
 * and fines paid"; §8 "vehicle bans or fines in the traffic-safety database".
 */
export const vehicleRestrictionsRule: BlockingRule = (act, registry) =>
  act.subjects.flatMap((subject) => {
    const vehicle = subject.kind === 'vehicle' && subject.vehicleId !== null ? registry.vehicles[subject.vehicleId] : undefined;
    if (!vehicle || vehicle.activeRestrictions.length === 0) return [];
    const fines = vehicle.activeRestrictions.filter((r) => r.kind === 'fine');
    const fineTiyin = fines.reduce((sum, fine) => sum + (fine.amountTiyin ?? 0), 0);
    return [
      issue('vehicle_restricted', {
        stateNumber: vehicle.stateNumber,
        bans: vehicle.activeRestrictions.length - fines.length,
        fines: fines.length,
        fineAmount: formatAmount(fineTiyin),
      }),
    ];
  });
