/**
 * The SMS gateway (spec §4: parties are invited by SMS). The reference implementation records
 * every message in `sms_outbox` and delivers nothing; testers read the outbox instead of a phone.
 */
export interface SmsMessage {
  /** 9 digits, national format (spec §5). */
  phone: string;
  text: string;
  purpose?: string;
  actId?: number;
}

export interface SmsRecord extends Required<Omit<SmsMessage, 'purpose' | 'actId'>> {
  id: number;
  purpose: string | null;
  actId: number | null;
  status: 'queued' | 'sent';
  createdAt: string;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<SmsRecord>;
  /** Newest first; `phone` narrows to one recipient. */
  outbox(filter?: { phone?: string; limit?: number }): Promise<SmsRecord[]>;
}
