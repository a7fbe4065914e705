import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The registry fields the server copies into a subject (spec §3 Subjects) that the details show,
 * in this order; a field without a label here is not shown.
 */
export const SNAPSHOT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  make: msg({ id: 'act.subject.make', message: 'Markasi' }),
  model: msg({ id: 'act.subject.model', message: 'Modeli' }),
  year: msg({ id: 'act.subject.year', message: 'Ishlab chiqarilgan yili' }),
  colour: msg({ id: 'act.subject.colour', message: 'Rangi' }),
  techPassportSeries: msg({ id: 'act.subject.techPassportSeries', message: 'Texnik pasport seriyasi' }),
  techPassportNumber: msg({ id: 'act.subject.techPassportNumber', message: 'Texnik pasport raqami' }),
  engineNumber: msg({ id: 'act.subject.engineNumber', message: 'Dvigatel raqami' }),
  bodyNumber: msg({ id: 'act.subject.bodyNumber', message: 'Kuzov raqami' }),
  chassisNumber: msg({ id: 'act.subject.chassisNumber', message: 'Shassi raqami' }),
  horsepower: msg({ id: 'act.subject.horsepower', message: 'Quvvati (o.k.)' }),
  address: msg({ id: 'act.subject.address', message: 'Manzili' }),
  objectName: msg({ id: 'act.subject.objectName', message: 'Obyekt nomi' }),
  totalArea: msg({ id: 'act.subject.totalArea', message: 'Umumiy maydoni, m²' }),
  livingArea: msg({ id: 'act.subject.livingArea', message: 'Yashash maydoni, m²' }),
  rooms: msg({ id: 'act.subject.rooms', message: 'Xonalar soni' }),
};

/** Snapshot amounts kept in tiyin (their keys end so). */
export const TIYIN_SNAPSHOT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  valuationTiyin: msg({ id: 'act.subject.valuation', message: 'Baholangan qiymati, so‘m' }),
};
