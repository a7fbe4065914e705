import * as v from 'valibot';
import { PinSchema } from '../../identity/pin.ts';
import { isMaskComplete } from '../../masks/apply-mask.ts';
import type { Mask } from '../../masks/mask.ts';
import { MASKS } from '../../masks/masks.ts';
import { SEARCH_MASKS } from '../../searches/search-masks.ts';
import { freeMaskText } from '../../searches/search-text-fields.ts';
import { BanSchema } from './search-ban.ts';

/**
 * Registry lookups for the act editor (spec §2 screen 15: add-party, add-vehicle,
 * add-real-estate; §4 wizards 15003, 15034, 15035) and the act's ban list (§2 screen 13).
 * All need a signed-in user and are rate-limited per user like the searches.
 *
 * Privacy: property is shown only to its owners. A vehicle or real estate is found when the
 * caller, or the caller's spouse in the civil registry (spouse consent 15003 concerns the
 * other spouse's property), is one of its owners, or the caller directs the company owning a
 * vehicle; anyone else gets 400 `registry_not_owner`.
 * A person is named only to someone who typed both the pin and the matching document, as a
 * notary's clerk would see them on the passport. Not found is a 400 with the spec §8 text,
 * not a 404, which on a GET would take the user away from the form to the 404 page (§8).
 */
export const REGISTRY_VEHICLES_PATH = '/api/registry/vehicles';
export const REGISTRY_REAL_ESTATE_PATH = '/api/registry/real-estate';
export const REGISTRY_PERSONS_PATH = '/api/registry/persons';
export const REGISTRY_CHILDREN_PATH = '/api/registry/children';
export const REGISTRY_SPOUSE_PATH = '/api/registry/spouse';
export const REGISTRY_OWN_REAL_ESTATE_PATH = '/api/registry/own-real-estate';
export const REGISTRY_OWN_VEHICLES_PATH = '/api/registry/own-vehicles';
export const ACT_BANS_PATH = '/api/acts/:uuid/bans';
export const actBansPath = (uuid: string): string => `/api/acts/${encodeURIComponent(uuid)}/bans`;

/** An optional masked field: '' when absent; otherwise only the mask's characters, filled. */
function optionalMasked(mask: Mask, maxLength: number) {
  return v.optional(
    v.pipe(
      v.string('error_invalid_value'),
      v.trim(),
      v.transform((text) => (mask.uppercase ? text.replace(/\s+/g, '').toUpperCase() : text)),
      v.maxLength(maxLength, 'error_too_long'),
      v.check((text) => text === '' || isMaskComplete(mask, text), 'error_invalid_value'),
    ),
    '',
  );
}

/**
 * `GET /api/registry/vehicles?stateNumber=01A777AA` or
 * `?techPassportSeries=AAF&techPassportNumber=1234567` (spec §5 masks). The plate wins when
 * both are given; without a plate both passport fields are required.
 */
export const VehicleLookupQuerySchema = v.pipe(
  v.object({
    stateNumber: optionalMasked(MASKS.vehicleNumber, MASKS.vehicleNumber.maxLength),
    techPassportSeries: optionalMasked(SEARCH_MASKS.techPassportSeries, SEARCH_MASKS.techPassportSeries.maxLength),
    techPassportNumber: optionalMasked(SEARCH_MASKS.techPassportNumber, SEARCH_MASKS.techPassportNumber.pattern.length),
  }),
  v.forward(
    v.check((query) => query.stateNumber !== '' || query.techPassportSeries !== '', 'error_required'),
    ['techPassportSeries'],
  ),
  v.forward(
    v.check((query) => query.stateNumber !== '' || query.techPassportNumber !== '', 'error_required'),
    ['techPassportNumber'],
  ),
);
export type VehicleLookupQuery = v.InferOutput<typeof VehicleLookupQuerySchema>;

/** `GET /api/registry/real-estate?cadastre=11:14:04:01:01:1630` (spec §5: ≤ 50 digits, colons, slashes). */
export const RealEstateLookupQuerySchema = v.object({ cadastre: freeMaskText(MASKS.cadastreNumber) });
export type RealEstateLookupQuery = v.InferOutput<typeof RealEstateLookupQuerySchema>;

/** `GET /api/registry/persons?pin&docSeries&docNumber`: the person's document as typed (series upper-cased). */
export const PersonLookupQuerySchema = v.object({
  pin: v.optional(PinSchema, ''),
  docSeries: v.optional(
    v.pipe(
      v.string('error_invalid_value'),
      v.trim(),
      v.toUpperCase(),
      v.nonEmpty('error_required'),
      v.maxLength(5, 'error_too_long'),
      v.regex(/^[A-Z]+$/, 'error_invalid_value'),
    ),
    '',
  ),
  docNumber: v.optional(
    v.pipe(
      v.string('error_required_docnum'),
      v.trim(),
      v.toUpperCase(),
      v.nonEmpty('error_required_docnum'),
      v.maxLength(20, 'error_too_long'),
      v.regex(/^[A-Z0-9]+$/, 'error_invalid_value'),
    ),
    '',
  ),
});
export type PersonLookupQuery = v.InferOutput<typeof PersonLookupQuerySchema>;

const ShareSchema = { numerator: v.number(), denominator: v.number() };

export const RegistryOwnerSchema = v.object({
  pin: v.string(),
  fullName: v.string(),
  ...ShareSchema,
  /** The signed-in user themself. */
  isCaller: v.boolean(),
});
export type RegistryOwner = v.InferOutput<typeof RegistryOwnerSchema>;

/** A restriction of the traffic-safety database (spec §3 Ban; §5: in force ones block a deal). */
export const VehicleRestrictionSchema = v.object({
  id: v.number(),
  kind: v.picklist(['ban', 'arrest', 'fine']),
  state: v.picklist(['active', 'lifted', 'paid']),
  amountTiyin: v.nullable(v.number()),
  reason: v.string(),
  issuedBy: v.string(),
  documentNumber: v.string(),
  /** YYYY-MM-DD. */
  documentDate: v.string(),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
});
export type VehicleRestrictionItem = v.InferOutput<typeof VehicleRestrictionSchema>;

/** A vehicle as the add-vehicle form shows it (spec §3 Vehicle). `id` is what `POST …/subjects` takes. */
export const RegistryVehicleSchema = v.object({
  id: v.number(),
  stateNumber: v.string(),
  techPassportSeries: v.string(),
  techPassportNumber: v.string(),
  techPassportIssuedBy: v.string(),
  techPassportDate: v.string(),
  make: v.string(),
  model: v.string(),
  year: v.number(),
  colour: v.string(),
  engineNumber: v.string(),
  bodyNumber: v.string(),
  chassisNumber: v.nullable(v.string()),
  horsepower: v.number(),
  originCountryId: v.number(),
  regionId: v.number(),
  valuationTiyin: v.number(),
  /** More than one: shared ownership, every co-owner must join a sale or gift (spec §5). */
  owners: v.array(RegistryOwnerSchema),
  /** Restrictions in force: the act will be blocked until they are lifted and fines paid (spec §5). */
  restrictions: v.array(VehicleRestrictionSchema),
});
export type RegistryVehicle = v.InferOutput<typeof RegistryVehicleSchema>;

/** Real estate as the add-real-estate form shows it (spec §3 Real estate). */
export const RegistryRealEstateSchema = v.object({
  id: v.number(),
  cadastreNumber: v.string(),
  kind: v.picklist(['apartment', 'house', 'land', 'non_residential']),
  objectName: v.string(),
  regionId: v.number(),
  districtId: v.number(),
  address: v.string(),
  street: v.string(),
  house: v.string(),
  flat: v.nullable(v.string()),
  block: v.nullable(v.string()),
  totalArea: v.number(),
  livingArea: v.nullable(v.number()),
  rooms: v.nullable(v.number()),
  otherRooms: v.nullable(v.number()),
  priceTiyin: v.number(),
  inventoryPriceTiyin: v.number(),
  owners: v.array(v.object({ ...RegistryOwnerSchema.entries, basis: v.string(), registryNumber: v.string(), registryDate: v.string() })),
});
export type RegistryRealEstate = v.InferOutput<typeof RegistryRealEstateSchema>;

/**
 * `GET /api/registry/own-real-estate`: the real estate the cadastre records the caller as an
 * owner of (spec §5 "11944 covers only consent by the property owner": the wizard offers only these).
 */
export const RegistryOwnRealEstateResponseSchema = v.object({ estates: v.array(RegistryRealEstateSchema) });
export type RegistryOwnRealEstateResponse = v.InferOutput<typeof RegistryOwnRealEstateResponseSchema>;

/**
 * `GET /api/registry/own-vehicles`: the vehicles the traffic-safety database records the caller
 * as an owner of, alone or with others (spec §4 "1 and 4: select vehicle": the sale wizard offers
 * only these), each with its owners and the restrictions in force, as the lookup shows them.
 */
export const RegistryOwnVehiclesResponseSchema = v.object({ vehicles: v.array(RegistryVehicleSchema) });
export type RegistryOwnVehiclesResponse = v.InferOutput<typeof RegistryOwnVehiclesResponseSchema>;

/** A person of the civil registry, for the add-party form. `deceased` people cannot take part (spec §5). */
export const RegistryPersonSchema = v.object({
  pin: v.string(),
  fullName: v.string(),
  surname: v.string(),
  firstName: v.string(),
  patronymic: v.string(),
  /** YYYY-MM-DD. */
  birthDate: v.string(),
  deceased: v.boolean(),
});
export type RegistryPerson = v.InferOutput<typeof RegistryPersonSchema>;

/** `GET /api/registry/children`: the caller's living minor children (spec §5: 15034, 15035 take them from the registry). */
export const RegistryChildSchema = v.object({
  ...RegistryPersonSchema.entries,
  age: v.number(),
  /** 15 or older today: may travel without an accompanying person (spec §5, §9). */
  mayTravelIndependently: v.boolean(),
  /** The birth certificate is in the registry archive: a travel consent needs it (spec §5). */
  hasBirthRecord: v.boolean(),
});
export type RegistryChild = v.InferOutput<typeof RegistryChildSchema>;
/** An empty list is spec §8 "child or spouse missing, contact helpline 1008". */
export const RegistryChildrenResponseSchema = v.object({ children: v.array(RegistryChildSchema) });
export type RegistryChildrenResponse = v.InferOutput<typeof RegistryChildrenResponseSchema>;

/**
 * `GET /api/registry/spouse` (15003): the caller's spouse in the civil registry, the living one
 * first; one recorded deceased comes `deceased` (spec §5 refuses them when added). null is spec §8
 * "child or spouse missing, contact helpline 1008".
 */
export const RegistrySpouseResponseSchema = v.object({ spouse: v.nullable(RegistryPersonSchema) });
export type RegistrySpouseResponse = v.InferOutput<typeof RegistrySpouseResponseSchema>;

/**
 * `GET /api/acts/:uuid/bans` (spec §2 screen 13 "ban list view"): per registry subject of the
 * act, the traffic-safety database's restrictions and the bans registered on it (§3 Ban),
 * in force and lifted. Anyone who may see the act may see its bans. Empty: §8 "bans not found".
 */
export const ActBansResponseSchema = v.object({
  subjects: v.array(
    v.object({
      subjectId: v.number(),
      kind: v.picklist(['vehicle', 'real_estate']),
      /** The plate or cadastre number. */
      ref: v.string(),
      restrictions: v.array(VehicleRestrictionSchema),
      bans: v.array(BanSchema),
    }),
  ),
});
export type ActBansResponse = v.InferOutput<typeof ActBansResponseSchema>;
