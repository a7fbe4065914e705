import { useDictionaryQuery } from '../../../api/dictionaries.ts';

export const useRegions = () => useDictionaryQuery('regions');

/** Document types (spec §5: the document number's length depends on the type). */
export const useDocumentTypes = () => useDictionaryQuery('document_types');
