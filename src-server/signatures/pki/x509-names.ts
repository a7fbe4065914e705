import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/**
 * Attribute types of the subject names Uzbek certification authorities issue (the E-IMZO
 * integration guide, qo0p/e-imzo-doc README "1.2.860.3.16.1.2 — ПИНФЛ", "1.2.860.3.16.1.1 —
 * Юр.ИНН", "UID — Физ.ИНН"): the personal identification number (PINFL, our `pin`) is its own
 * attribute of the subject.
 */
export const OID_PINFL = '1.2.860.3.16.1.2';
export const OID_LEGAL_TIN = '1.2.860.3.16.1.1';
export const OID_COMMON_NAME = '2.5.4.3';
export const OID_ORGANIZATION = '2.5.4.10';
export const OID_COUNTRY = '2.5.4.6';
export const OID_SURNAME = '2.5.4.4';
export const OID_GIVEN_NAME = '2.5.4.42';
export const OID_UID = '0.9.2342.19200300.100.1.1';

const SHORT_NAMES: Readonly<Record<string, string>> = {
  [OID_COMMON_NAME]: 'CN',
  [OID_ORGANIZATION]: 'O',
  [OID_COUNTRY]: 'C',
  [OID_SURNAME]: 'SURNAME',
  [OID_GIVEN_NAME]: 'NAME',
  [OID_UID]: 'UID',
  [OID_PINFL]: OID_PINFL,
  [OID_LEGAL_TIN]: OID_LEGAL_TIN,
};

function valueText(value: unknown): string {
  if (value instanceof asn1js.BaseStringBlock) return value.getValue();
  if (value instanceof asn1js.BaseBlock) return value.valueBlock.toString();
  return '';
}

/** The first value of one attribute type in a name, or null. */
export function nameAttribute(name: pkijs.RelativeDistinguishedNames, type: string): string | null {
  const found = name.typesAndValues.find((item) => item.type === type);
  return found ? valueText(found.value).trim() : null;
}

/** A name as the guide prints it: `CN=…,O=…`, unknown types by their OID. */
export function nameText(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues.map((item) => `${SHORT_NAMES[item.type] ?? item.type}=${valueText(item.value)}`).join(',');
}

/** Builds a name from (type, value) pairs; digits-only values as PrintableString, text as UTF8String. */
export function buildName(pairs: readonly (readonly [string, string])[]): pkijs.RelativeDistinguishedNames {
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: pairs.map(
      ([type, value]) =>
        new pkijs.AttributeTypeAndValue({
          type,
          value: /^[A-Za-z0-9 '()+,./:=?-]*$/.test(value) ? new asn1js.PrintableString({ value }) : new asn1js.Utf8String({ value }),
        }),
    ),
  });
}
