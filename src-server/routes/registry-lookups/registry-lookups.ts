import type { FastifyPluginAsync } from 'fastify';
import {
  PersonLookupQuerySchema,
  RealEstateLookupQuerySchema,
  REGISTRY_CHILDREN_PATH,
  REGISTRY_OWN_REAL_ESTATE_PATH,
  REGISTRY_OWN_VEHICLES_PATH,
  REGISTRY_PERSONS_PATH,
  REGISTRY_REAL_ESTATE_PATH,
  REGISTRY_SPOUSE_PATH,
  REGISTRY_VEHICLES_PATH,
  type RegistryChildrenResponse,
  type RegistryOwnRealEstateResponse,
  type RegistryOwnVehiclesResponse,
  type RegistryPerson,
  type RegistryRealEstate,
  type RegistrySpouseResponse,
  type RegistryVehicle,
  VehicleLookupQuerySchema,
} from '../../../src-domain/http/routes/registry-lookups.ts';
import { documentMatches } from '../../../src-domain/identity/document-match.ts';
import { ApiError } from '../../http/api-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { minorChildrenOf, registrySpouseOf } from '../../registry-lookups/registry-family.ts';
import { lookupRouteConfig, type RegistryLookupDeps } from './registry-lookups-deps.ts';
import { assertMayLookUp, ownersTheCallerSpeaksFor } from '../../registry-lookups/lookup-privacy.ts';
import { toRegistryPerson, toRegistryRealEstate, toRegistryVehicle } from '../../registry-lookups/registry-wire.ts';
import { signedIn } from '../request-user.ts';

/**
 * Registry lookups of the act editor (contract and privacy rule in
 * src-domain/http/routes/registry-lookups.ts; docs/security.md "Registry lookups"): vehicles and
 * real estate of their owners, a person by pin and document, the caller's minor children and spouse.
 */
export function registryLookupRoutes(deps: RegistryLookupDeps): FastifyPluginAsync {
  return async (app) => {
    const config = lookupRouteConfig(deps);
    const { civil, vehicles, cadastre } = deps.registries;

    app.get(REGISTRY_VEHICLES_PATH, { config }, async (request): Promise<RegistryVehicle> => {
      const { user } = signedIn(request);
      const query = parseInput(VehicleLookupQuerySchema, request.query, 'query');
      const vehicle =
        query.stateNumber !== ''
          ? await vehicles.findByStateNumber(query.stateNumber)
          : await vehicles.findByTechPassport(query.techPassportSeries, query.techPassportNumber);
      if (!vehicle) throw new ApiError('registry_data_missing');
      const owners = await vehicles.owners(vehicle.id);
      const pins = owners.length > 0 ? owners.map((o) => o.pin) : vehicle.ownerPin ? [vehicle.ownerPin] : [];
      const speaksFor = await assertMayLookUp(deps.db, civil, user.pin, { pins, inn: vehicle.ownerInn });
      return toRegistryVehicle(civil, vehicle, owners, await vehicles.restrictions(vehicle.id, { activeOnly: true }), { pin: user.pin, speaksFor });
    });

    app.get(REGISTRY_REAL_ESTATE_PATH, { config }, async (request): Promise<RegistryRealEstate> => {
      const { user } = signedIn(request);
      const query = parseInput(RealEstateLookupQuerySchema, request.query, 'query');
      const estate = await cadastre.findByCadastreNumber(query.cadastre);
      if (!estate) throw new ApiError('registry_data_missing');
      const speaksFor = await assertMayLookUp(deps.db, civil, user.pin, { pins: estate.owners.map((o) => o.pin), inn: null });
      return toRegistryRealEstate(civil, estate, { pin: user.pin, speaksFor });
    });

    app.get(REGISTRY_OWN_REAL_ESTATE_PATH, { config }, async (request): Promise<RegistryOwnRealEstateResponse> => {
      const { user } = signedIn(request);
      const [estates, speaksFor] = await Promise.all([cadastre.propertiesOf(user.pin), ownersTheCallerSpeaksFor(civil, user.pin)]);
      return { estates: await Promise.all(estates.map((estate) => toRegistryRealEstate(civil, estate, { pin: user.pin, speaksFor }))) };
    });

    // Only the caller's own: `vehiclesOf` lists what the database records them as owning, alone or with others.
    app.get(REGISTRY_OWN_VEHICLES_PATH, { config }, async (request): Promise<RegistryOwnVehiclesResponse> => {
      const { user } = signedIn(request);
      const [owned, speaksFor] = await Promise.all([vehicles.vehiclesOf(user.pin), ownersTheCallerSpeaksFor(civil, user.pin)]);
      const found = await Promise.all(
        owned.map(async (vehicle) => {
          const owners = await vehicles.owners(vehicle.id);
          const restrictions = await vehicles.restrictions(vehicle.id, { activeOnly: true });
          return toRegistryVehicle(civil, vehicle, owners, restrictions, { pin: user.pin, speaksFor });
        }),
      );
      return { vehicles: found };
    });

    app.get(REGISTRY_PERSONS_PATH, { config }, async (request): Promise<RegistryPerson> => {
      signedIn(request);
      const query = parseInput(PersonLookupQuerySchema, request.query, 'query');
      const person = await civil.findPerson(query.pin);
      // One answer for "no such pin" and "wrong document": the pin alone names nobody.
      if (!person || !documentMatches(person.document, { series: query.docSeries, number: query.docNumber })) throw new ApiError('registry_person_not_found');
      return toRegistryPerson(person);
    });

    app.get(REGISTRY_CHILDREN_PATH, { config }, async (request): Promise<RegistryChildrenResponse> => {
      const { user } = signedIn(request);
      return { children: await minorChildrenOf(civil, user.pin, deps.now()) };
    });

    app.get(REGISTRY_SPOUSE_PATH, { config }, async (request): Promise<RegistrySpouseResponse> => {
      const { user } = signedIn(request);
      const spouse = await registrySpouseOf(civil, user.pin);
      return { spouse: spouse ? toRegistryPerson(spouse) : null };
    });
  };
}
