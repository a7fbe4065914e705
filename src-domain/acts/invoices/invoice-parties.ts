import type { PartyStatus } from '../lifecycle/act-actors.ts';

/** What the invoice rules read of a party of the act. */
export interface InvoiceParty {
  readonly id: number;
  readonly role: string;
  readonly isApplicant: boolean;
  readonly isPayer: boolean;
  /** Degree of kinship to the applicant, as declared (src-domain/fees/relationship.ts), or null. */
  readonly relationship: string | null;
  readonly fullName: string;
  readonly status: PartyStatus;
}

/** A party that declined or left the deal takes no part in it any more (spec §4). */
export function isInDeal(party: InvoiceParty): boolean {
  return party.status !== 'declined' && party.status !== 'exited';
}

/**
 * Who pays the act's invoices (spec §3 Party "payer flag"): the first other party (in the order
 * added) flagged as payer that is still in the deal, else the applicant. The applicant's own row
 * carries the flag from the start (the default payer), so flagging another party is what moves
 * the bill. `undefined` only for an act without its applicant row (bad data).
 */
export function invoicePayer(parties: readonly InvoiceParty[]): InvoiceParty | undefined {
  const inDeal = parties.filter(isInDeal);
  return inDeal.find((party) => party.isPayer && !party.isApplicant) ?? inDeal.find((party) => party.isApplicant);
}
