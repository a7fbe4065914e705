import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Relationship } from '../../../src-domain/fees/relationship.ts';

/** How the calculator names each relationship of `src-domain/fees/relationship.ts`. */
export const RELATIONSHIP_LABELS: Readonly<Record<Relationship, MessageDescriptor>> = {
  none: msg({ id: 'fee.relationship.none', message: 'Qarindosh emas' }),
  spouse: msg({ id: 'fee.relationship.spouse', message: 'Er yoki xotin' }),
  parent: msg({ id: 'fee.relationship.parent', message: 'Ota yoki ona' }),
  child: msg({ id: 'fee.relationship.child', message: 'O‘g‘il yoki qiz' }),
  sibling: msg({ id: 'fee.relationship.sibling', message: 'Aka, uka, opa yoki singil' }),
  grandparent: msg({ id: 'fee.relationship.grandparent', message: 'Bobo yoki buvi' }),
  grandchild: msg({ id: 'fee.relationship.grandchild', message: 'Nevara' }),
  nephew: msg({ id: 'fee.relationship.nephew', message: 'Jiyan' }),
};
