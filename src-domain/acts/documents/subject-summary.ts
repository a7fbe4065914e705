import type { Locale } from '../../i18n/locale.ts';
import type { ActSubject } from '../../http/routes/acts.ts';
import { label } from './document-labels.ts';

type SubjectFacts = Pick<ActSubject, 'kind' | 'stateNumber' | 'cadastreNumber' | 'description' | 'data'>;

function text(data: SubjectFacts['data'], key: string): string | null {
  const value = data[key];
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

function joined(parts: readonly (string | null)[], separator = ', '): string {
  return parts.filter((part): part is string => part !== null && part !== '').join(separator);
}

function vehicleSummary(subject: SubjectFacts, locale: Locale): string {
  const { data } = subject;
  const model = joined([text(data, 'make'), text(data, 'model')], ' ');
  const series = joined([text(data, 'techPassportSeries'), text(data, 'techPassportNumber')], ' ');
  return joined(
    [
      joined([model, text(data, 'year'), text(data, 'colour') ?? text(data, 'color')]),
      subject.stateNumber ? `${label('stateNumber', locale)} ${subject.stateNumber}` : null,
      series ? `${label('techPassport', locale)} ${series}` : null,
    ],
    '; ',
  );
}

function realEstateSummary(subject: SubjectFacts, locale: Locale): string {
  const { data } = subject;
  const area = text(data, 'totalArea');
  return joined(
    [
      subject.cadastreNumber ? `${label('cadastre', locale)} ${subject.cadastreNumber}` : null,
      joined([text(data, 'objectName'), text(data, 'address')]),
      area ? `${label('area', locale)} ${area} ${label('squareMetres', locale)}` : null,
    ],
    '; ',
  );
}

/**
 * One line describing a subject on the print form (spec §3 Subjects): make, model, year and
 * plate of a vehicle; cadastre number, object and address of real estate; the description of
 * other property. Reads the registry snapshot the act keeps (ActSubject.data).
 */
export function subjectSummary(subject: SubjectFacts, locale: Locale): string {
  switch (subject.kind) {
    case 'vehicle':
      return vehicleSummary(subject, locale);
    case 'real_estate':
      return realEstateSummary(subject, locale);
    case 'other':
      return subject.description ?? '';
  }
}
