import { useDictionaryQuery } from '../../../api/dictionaries.ts';

export const useRegions = () => useDictionaryQuery('regions');

export const useDistricts = () => useDictionaryQuery('districts');
