import { describe, expect, it } from 'vitest';
import { camt053Statement } from '../../test-support/camt053-fixture.ts';
import { amountToTiyin, readCamt053, StatementError } from './camt053.ts';
import { readXml, XmlError } from './xml-reader.ts';

describe('reading a camt.053 bank statement (docs/decisions/0054-ways-to-pay.md)', () => {
  const entries = [
    { ref: 'B-1', amount: '75000.00', purpose: 'INV-2026-000042 davlat boji', counterparty: 'Karimov Aziz & Co <test>' },
    { ref: 'B-2', amount: '100', direction: 'DBIT' as const, purpose: 'Bank xizmati', counterparty: 'Xalq banki' },
    { amount: '1.5', status: 'PDNG' as const, purpose: 'INV-2026-000043' },
  ];

  it.each(['02', '08'] as const)('reads account, entries, direction, status, amount, payer and purpose of version %s alike', (version) => {
    const file = readCamt053(camt053Statement({ account: '20208000000000000001', entries, version }));
    expect(file).toMatchObject({ messageId: 'STMT-20261122', account: '20208000000000000001' });
    expect(file.items).toEqual([
      {
        key: '20208000000000000001|B-1||0',
        bankReference: 'B-1',
        bookedOn: '2026-11-22',
        direction: 'credit',
        booked: true,
        currency: 'UZS',
        amountTiyin: 7_500_000,
        remittance: 'INV-2026-000042 davlat boji',
        counterparty: 'Karimov Aziz & Co <test>',
      },
      expect.objectContaining({ direction: 'debit', amountTiyin: 10_000, counterparty: 'Xalq banki' }),
      expect.objectContaining({ booked: false, amountTiyin: 150, key: expect.stringMatching(/^20208000000000000001\|sha256:[0-9a-f]{32}$/) }),
    ]);
  });

  it.each([
    ['150000', 15_000_000],
    ['150000.5', 15_000_050],
    ['150000.50000', 15_000_050],
    ['0.01', 1],
    ['150000.501', null],
    ['-5', null],
    ['1,5', null],
  ])('amount %j is %s tiyin', (text, tiyin) => {
    expect(amountToTiyin(text)).toBe(tiyin);
  });

  it.each([
    ['a document type (no DTD: no external entities, no expansion)', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><Document>&a;</Document>'],
    ['an entity of its own', '<Document><BkToCstmrStmt>&xxe;</BkToCstmrStmt></Document>'],
    ['unclosed elements', '<Document><BkToCstmrStmt>'],
    ['crossed elements', '<Document><A></Document></A>'],
    ['two roots', '<Document/><Document/>'],
    ['another message (a payment order)', '<Document><CstmrCdtTrfInitn/></Document>'],
    ['a statement without entries’ account', '<Document><BkToCstmrStmt><Stmt><Ntry/></Stmt></BkToCstmrStmt></Document>'],
    ['text', 'not xml at all'],
    ['an entry without an amount', camt053Statement({ account: '1', entries: [{ amount: 'abc', purpose: 'x' }] })],
  ])('refuses %s', (_name, text) => {
    expect(() => readCamt053(text)).toThrow(StatementError);
  });

  it('refuses nesting past 64 levels before it grows the stack', () => {
    expect(() => readXml(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`)).toThrow(XmlError);
  });

  it('reads character references, CDATA, comments and a > inside an attribute', () => {
    const root = readXml('<?xml version="1.0"?><!-- c --><r a="1 > 0"><![CDATA[<raw>]]>&#1055;&#x44;&amp;</r>');
    expect(root).toMatchObject({ name: 'r', attributes: { a: '1 > 0' }, text: '<raw>ПD&' });
  });
});
