/** One entry of a statement written by `camt053Statement`. */
export interface FixtureEntry {
  /** The bank's reference of the entry (AcctSvcrRef); none → the importer keys it by its content. */
  ref?: string;
  amount: string;
  currency?: string;
  direction?: 'CRDT' | 'DBIT';
  status?: 'BOOK' | 'PDNG';
  bookedOn?: string;
  purpose: string;
  counterparty?: string;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A bank statement as Uzbek banks export it under ISO 20022 (camt.053.001.08): the office's
 * account, entries with amount, direction, booked status, the bank's reference, the payer and the
 * payment purpose. `version: '02'` writes the older form (`<Sts>BOOK</Sts>`, `Dbtr/Nm`).
 */
export function camt053Statement(options: { account: string; entries: readonly FixtureEntry[]; messageId?: string; version?: '02' | '08' }): string {
  const version = options.version ?? '08';
  const entries = options.entries
    .map((entry) => {
      const direction = entry.direction ?? 'CRDT';
      const party = direction === 'CRDT' ? 'Dbtr' : 'Cdtr';
      const name = escape(entry.counterparty ?? 'Karimov Aziz');
      const status = version === '02' ? `<Sts>${entry.status ?? 'BOOK'}</Sts>` : `<Sts><Cd>${entry.status ?? 'BOOK'}</Cd></Sts>`;
      const partyXml = version === '02' ? `<${party}><Nm>${name}</Nm></${party}>` : `<${party}><Pty><Nm>${name}</Nm></Pty></${party}>`;
      return `
      <Ntry>
        <Amt Ccy="${entry.currency ?? 'UZS'}">${entry.amount}</Amt>
        <CdtDbtInd>${direction}</CdtDbtInd>
        ${status}
        <BookgDt><Dt>${entry.bookedOn ?? '2026-11-22'}</Dt></BookgDt>
        ${entry.ref ? `<AcctSvcrRef>${escape(entry.ref)}</AcctSvcrRef>` : ''}
        <NtryDtls><TxDtls>
          <RltdPties>${partyXml}</RltdPties>
          <RmtInf><Ustrd>${escape(entry.purpose)}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${escape(options.messageId ?? 'STMT-20261122')}</MsgId><CreDtTm>2026-11-22T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>1</Id>
      <Acct><Id><Othr><Id>${escape(options.account)}</Id></Othr></Id><Ccy>UZS</Ccy></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
