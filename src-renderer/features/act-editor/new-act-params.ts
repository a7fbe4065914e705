import { isActTypeId, type ActTypeId } from '../../../src-domain/acts/act-types.ts';

export interface NewActParams {
  /** The preset type; undefined when the address names none or an unknown one. */
  actTypeId: ActTypeId | undefined;
  simplified: boolean;
}

export function readNewActParams(search: URLSearchParams): NewActParams {
  const type = Number(search.get('type'));
  return { actTypeId: isActTypeId(type) ? type : undefined, simplified: search.get('simplified') === '1' };
}

/** The query of the new-act address: `?type=1&simplified=1`. */
export function newActSearch({ actTypeId, simplified }: NewActParams): string {
  const params = new URLSearchParams();
  if (actTypeId !== undefined) params.set('type', String(actTypeId));
  if (simplified) params.set('simplified', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}
