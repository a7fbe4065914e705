import type { AddSubjectBody } from '../../src-domain/http/routes/acts-bodies.ts';
import { ApiError } from '../http/api-error.ts';
import type { Registries } from '../registries/registries.ts';

export interface SubjectSnapshot {
  registryId: number | null;
  stateNumber: string | null;
  cadastreNumber: string | null;
  /** The registry fields of spec §3 Subjects, keyed as the wire's `data` shows them. */
  data: Record<string, unknown>;
}

/**
 * The registry record behind a subject (spec §3 Subjects: vehicle, real estate), asked of the
 * state registries (their interfaces, `src-server/registries/`) by the id the lookup returned.
 * A missing record is the spec §8 "vehicle or property data missing" message.
 */
export async function registrySnapshot(registries: Pick<Registries, 'vehicles' | 'cadastre'>, body: AddSubjectBody): Promise<SubjectSnapshot> {
  if (body.kind === 'other') return { registryId: null, stateNumber: null, cadastreNumber: null, data: {} };
  if (body.kind === 'vehicle') {
    const vehicle = await registries.vehicles.findById(body.vehicleId);
    if (!vehicle) throw new ApiError('registry_data_missing');
    const { id, stateNumber, techPassport, ownerPin: _ownerPin, ownerInn: _ownerInn, ...facts } = vehicle;
    return {
      registryId: id,
      stateNumber,
      cadastreNumber: null,
      data: {
        stateNumber,
        techPassportSeries: techPassport.series,
        techPassportNumber: techPassport.number,
        techPassportIssuedBy: techPassport.issuedBy,
        techPassportDate: techPassport.date,
        ...facts,
      },
    };
  }
  const property = await registries.cadastre.findById(body.realEstateId);
  if (!property) throw new ApiError('registry_data_missing');
  const { id, priceTiyin, inventoryPriceTiyin, owners: _owners, ...facts } = property;
  return {
    registryId: id,
    stateNumber: null,
    cadastreNumber: property.cadastreNumber,
    data: { ...facts, registryPriceTiyin: priceTiyin, inventoryPriceTiyin },
  };
}
