import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DictionaryName } from '../../../src-domain/http/routes/dictionary-items.ts';

/** What each dictionary is called on the page. */
export const DICTIONARY_TITLES: Readonly<Record<DictionaryName, MessageDescriptor>> = {
  regions: msg({ id: 'dict.name.regions', message: 'Hududlar' }),
  districts: msg({ id: 'dict.name.districts', message: 'Tumanlar (shaharlar)' }),
  countries: msg({ id: 'dict.name.countries', message: 'Davlatlar' }),
  document_types: msg({ id: 'dict.name.documentTypes', message: 'Hujjat turlari' }),
  act_types: msg({ id: 'dict.name.actTypes', message: 'Notarial harakat turlari' }),
  catalogue_groups: msg({ id: 'dict.name.catalogueGroups', message: 'Xizmatlar guruhlari' }),
  catalogue_services: msg({ id: 'dict.name.catalogueServices', message: 'Notarial harakatlar katalogi' }),
  notary_offices: msg({ id: 'dict.name.notaryOffices', message: 'Notarial idoralar' }),
};
