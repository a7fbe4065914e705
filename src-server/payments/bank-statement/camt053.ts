import { createHash } from 'node:crypto';
import { child, children, readXml, textAt, XmlError, type XmlElement } from './xml-reader.ts';

/**
 * A bank-to-customer statement in ISO 20022 camt.053 (docs/decisions/0054-ways-to-pay.md),
 * versions 001.02 to 001.13 alike: only the namespace and a few wrappers differ (an entry's
 * status is `<Sts>BOOK</Sts>` in 02 and `<Sts><Cd>BOOK</Cd></Sts>` later; a party's name sits
 * in `Dbtr/Nm` or `Dbtr/Pty/Nm`). Each entry, or each transaction of a batch-booked entry, is
 * one item here.
 */
export interface StatementItem {
  /** The account and the bank's reference of the entry (or of the transaction in it): the same money in a later file is the same key. */
  readonly key: string;
  /** The bank's own reference, shown as the payment's receipt number. */
  readonly bankReference: string;
  readonly bookedOn: string;
  readonly direction: 'credit' | 'debit';
  readonly booked: boolean;
  readonly currency: string;
  readonly amountTiyin: number;
  /** The payment purpose: unstructured lines and structured creditor references, joined. */
  readonly remittance: string;
  /** The payer (a credit) or the payee (a debit), by name. */
  readonly counterparty: string;
}

export interface BankStatementFile {
  readonly messageId: string;
  readonly account: string;
  readonly items: StatementItem[];
}

export class StatementError extends Error {}

/** A statement never lists more than this: a year of a busy office's account. */
const MAX_ITEMS = 20_000;
const TEXT_MAX = 500;

/** "150000.00" → 15000000 tiyin (UZS has two decimals; ISO allows five, the rest must be zeros). */
export function amountToTiyin(text: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,5}))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (!/^\d{2}0{3}$/.test(fraction)) return null;
  const tiyin = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
  return Number.isSafeInteger(tiyin) ? tiyin : null;
}

function accountOf(statement: XmlElement | undefined): string {
  const id = child(child(statement, 'Acct'), 'Id');
  return textAt(id, 'IBAN') || textAt(id, 'Othr', 'Id');
}

function partyName(element: XmlElement | undefined): string {
  return textAt(element, 'Nm') || textAt(element, 'Pty', 'Nm');
}

function remittanceOf(element: XmlElement | undefined): string {
  const info = child(element, 'RmtInf');
  const lines = children(info, 'Ustrd').map((line) => line.text.trim());
  for (const structured of children(info, 'Strd')) lines.push(textAt(structured, 'CdtrRefInf', 'Ref'));
  return lines.filter(Boolean).join(' ').slice(0, TEXT_MAX);
}

function statusOf(entry: XmlElement): string {
  const status = child(entry, 'Sts');
  return (textAt(status, 'Cd') || status?.text.trim() || '').toUpperCase();
}

function fallbackKey(account: string, parts: readonly string[]): string {
  return `${account}|sha256:${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32)}`;
}

function itemsOfEntry(account: string, entry: XmlElement, entryIndex: number): StatementItem[] {
  const direction = textAt(entry, 'CdtDbtInd') === 'DBIT' ? 'debit' : 'credit';
  const booked = statusOf(entry) === 'BOOK';
  const bookedOn = (textAt(entry, 'BookgDt', 'Dt') || textAt(entry, 'BookgDt', 'DtTm') || textAt(entry, 'ValDt', 'Dt')).slice(0, 10);
  const entryAmount = child(entry, 'Amt');
  const entryRef = textAt(entry, 'AcctSvcrRef') || textAt(entry, 'NtryRef');
  const transactions = children(child(entry, 'NtryDtls'), 'TxDtls');
  const sources = transactions.length > 0 ? transactions : [entry];
  return sources.map((source, index) => {
    const amount = child(source, 'Amt') ?? (sources.length === 1 ? entryAmount : undefined);
    const amountTiyin = amount ? amountToTiyin(amount.text) : null;
    if (amountTiyin === null) throw new StatementError(`entry ${entryIndex + 1}: no readable amount`);
    const parties = child(source, 'RltdPties');
    const counterparty = (direction === 'credit' ? partyName(child(parties, 'Dbtr')) : partyName(child(parties, 'Cdtr'))).slice(0, TEXT_MAX);
    const remittance = remittanceOf(source);
    const txRef = textAt(source, 'Refs', 'AcctSvcrRef') || textAt(source, 'Refs', 'EndToEndId');
    const bankReference = [entryRef, txRef].filter(Boolean).join('/') || '';
    const key = bankReference
      ? `${account}|${entryRef}|${txRef}|${transactions.length > 0 ? index : ''}`
      : fallbackKey(account, [bookedOn, direction, String(amountTiyin), remittance, counterparty, String(entryIndex), String(index)]);
    return {
      key: key.slice(0, 300),
      bankReference: bankReference.slice(0, 80) || key.slice(-12),
      bookedOn,
      direction,
      booked,
      currency: amount?.attributes.Ccy ?? '',
      amountTiyin,
      remittance,
      counterparty,
    };
  });
}

/** Reads a camt.053 file; throws StatementError when it is not one, or not readable. */
export function readCamt053(source: string): BankStatementFile {
  let root: XmlElement;
  try {
    root = readXml(source);
  } catch (error) {
    throw new StatementError(error instanceof XmlError ? error.message : 'unreadable XML');
  }
  const body = child(root, 'BkToCstmrStmt');
  if (root.name !== 'Document' || !body) throw new StatementError('not a camt.053 statement (Document/BkToCstmrStmt)');
  const statements = children(body, 'Stmt');
  if (statements.length === 0) throw new StatementError('no statement in the file');
  const account = accountOf(statements[0]);
  const items: StatementItem[] = [];
  for (const statement of statements) {
    const ofAccount = accountOf(statement);
    if (!ofAccount) throw new StatementError('a statement without its account');
    for (const [index, entry] of children(statement, 'Ntry').entries()) {
      items.push(...itemsOfEntry(ofAccount, entry, index));
      if (items.length > MAX_ITEMS) throw new StatementError(`more than ${MAX_ITEMS} entries`);
    }
  }
  return { messageId: textAt(body, 'GrpHdr', 'MsgId').slice(0, 100), account, items };
}
