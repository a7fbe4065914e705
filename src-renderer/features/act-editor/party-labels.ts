import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PartyRole } from '../../../src-domain/acts/party-roles.ts';
import type { Relationship } from '../../../src-domain/fees/relationship.ts';

/** Party roles of src-domain/acts/party-roles.ts (spec §3 Party, §6). */
export const PARTY_ROLE_LABELS: Readonly<Record<PartyRole, MessageDescriptor>> = {
  seller: msg({ id: 'act.editor.role.seller', message: 'Sotuvchi' }),
  buyer: msg({ id: 'act.editor.role.buyer', message: 'Xaridor' }),
  donor: msg({ id: 'act.editor.role.donor', message: 'Hadya qiluvchi' }),
  donee: msg({ id: 'act.editor.role.donee', message: 'Hadya oluvchi' }),
  pledgor: msg({ id: 'act.editor.role.pledgor', message: 'Garovga qo‘yuvchi' }),
  pledgee: msg({ id: 'act.editor.role.pledgee', message: 'Garovga oluvchi' }),
  principal: msg({ id: 'act.editor.role.principal', message: 'Ishonch bildiruvchi' }),
  attorney: msg({ id: 'act.editor.role.attorney', message: 'Ishonchli vakil' }),
  party: msg({ id: 'act.editor.role.party', message: 'Shartnoma tarafi' }),
  owner: msg({ id: 'act.editor.role.owner', message: 'Mulk egasi' }),
  registrant: msg({ id: 'act.editor.role.registrant', message: 'Ro‘yxatga olinuvchi' }),
  applicant: msg({ id: 'act.editor.role.applicant', message: 'Arizachi' }),
  translator: msg({ id: 'act.editor.role.translator', message: 'Tarjimon' }),
  heir: msg({ id: 'act.editor.role.heir', message: 'Merosxo‘r' }),
  consenting_spouse: msg({ id: 'act.editor.role.consentingSpouse', message: 'Rozilik beruvchi er (xotin)' }),
  spouse: msg({ id: 'act.editor.role.spouse', message: 'Er (xotin)' }),
  parent: msg({ id: 'act.editor.role.parent', message: 'Ota yoki ona' }),
  child: msg({ id: 'act.editor.role.child', message: 'Voyaga yetmagan bola' }),
  companion: msg({ id: 'act.editor.role.companion', message: 'Kuzatib boruvchi' }),
  beneficiary: msg({ id: 'act.editor.role.beneficiary', message: 'Foydasiga voz kechilgan shaxs' }),
  sign_interpreter: msg({ id: 'act.editor.role.signInterpreter', message: 'Imo-ishora tili tarjimoni' }),
};

/** Relationship degree to the buyer or principal (spec §3 Party; src-domain/fees/relationship.ts). */
export const RELATIONSHIP_LABELS: Readonly<Record<Relationship, MessageDescriptor>> = {
  none: msg({ id: 'act.editor.relationship.none', message: 'Qarindosh emas' }),
  spouse: msg({ id: 'act.editor.relationship.spouse', message: 'Er yoki xotin' }),
  parent: msg({ id: 'act.editor.relationship.parent', message: 'Ota yoki ona' }),
  child: msg({ id: 'act.editor.relationship.child', message: 'O‘g‘il yoki qiz' }),
  sibling: msg({ id: 'act.editor.relationship.sibling', message: 'Aka, uka, opa yoki singil' }),
  grandparent: msg({ id: 'act.editor.relationship.grandparent', message: 'Bobo yoki buvi' }),
  grandchild: msg({ id: 'act.editor.relationship.grandchild', message: 'Nevara' }),
  nephew: msg({ id: 'act.editor.relationship.nephew', message: 'Jiyan' }),
};
