/** The enforcement bureau (spec §5: an open debt blocks continuing until paid in full). */
export interface EnforcementDebt {
  id: number;
  caseNumber: string;
  creditor: string;
  amountTiyin: number;
  paidTiyin: number;
  /** What is still owed. */
  outstandingTiyin: number;
  state: 'open' | 'paid';
  openedAt: string;
  bureau: string;
}

export interface EnforcementBureau {
  debtsOf(pin: string, options?: { openOnly?: boolean }): Promise<EnforcementDebt[]>;
  /** The sum of what `pin` still owes; 0 means nothing blocks them. */
  outstandingTiyin(pin: string): Promise<number>;
}
