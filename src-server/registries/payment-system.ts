/**
 * The payment system (spec §4 step 7: invoices paid at banks or electronic payment systems). The
 * reference implementation records the payment as made; a deployment calls the real processor.
 */
export interface PaymentRequest {
  actId: number | null;
  payerPin: string | null;
  payerName: string;
  amountTiyin: number;
  /** bank, click, payme, uzcard… */
  system: string;
}

export interface PaymentRecord {
  id: number;
  actId: number | null;
  payerPin: string | null;
  payerName: string;
  amountTiyin: number;
  state: 'created' | 'paid' | 'cancelled';
  invoiceNumber: string;
  system: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface PaymentSystem {
  recordPayment(request: PaymentRequest): Promise<PaymentRecord>;
  findByInvoice(invoiceNumber: string): Promise<PaymentRecord | undefined>;
  paymentsOfAct(actId: number): Promise<PaymentRecord[]>;
}
