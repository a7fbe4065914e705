import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PartyDetailGroup } from '../../src-domain/acts/editor/party-details.ts';

/** The §3 party field groups (src-domain/acts/editor/party-details.ts): the editor's sections and the act page's list. */
export const PARTY_DETAIL_LABELS: Readonly<Record<PartyDetailGroup, MessageDescriptor>> = {
  parents: msg({ id: 'party.details.parents', message: 'Ota-onasi' }),
  consular: msg({ id: 'party.details.consular', message: 'Konsullik hisobi (chet elda yashasa)' }),
  translationLanguages: msg({ id: 'party.details.languages', message: 'Tarjima tillari' }),
  proxyDocument: msg({ id: 'party.details.proxyDocument', message: 'Vakil harakat qiladigan ishonchnoma' }),
  attorneyRights: msg({ id: 'party.details.rights', message: 'Vakilning huquqlari va qayta ishonib topshirish' }),
  stateBody: msg({ id: 'party.details.stateBody', message: 'Imzolovchining vakolati' }),
  marriage: msg({ id: 'party.details.marriage', message: 'Nikoh ma’lumotlari' }),
  branch: msg({ id: 'party.details.branch', message: 'Filial' }),
  notSigning: msg({ id: 'party.details.notSigning', message: 'Imzo qo‘ya olmasa' }),
};

/** Who signs for a legal entity (`STATE_BODY_BASES`). */
export const STATE_BODY_BASIS_LABELS = {
  manager: msg({ id: 'party.details.basis.manager', message: 'Tashkilot rahbari' }),
  state_body: msg({ id: 'party.details.basis.stateBody', message: 'Davlat organi qarori bilan' }),
} as const;
