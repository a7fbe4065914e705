import type { Locale } from '../../i18n/locale.ts';

export interface InvitationSmsFacts {
  /** Who invites: the applicant's surname and first name (an SMS is short). */
  readonly inviterName: string;
  /** The act type's name in the act's language. */
  readonly actTypeName: string;
  readonly link: string;
}

const TEXTS: Readonly<Record<Locale, (facts: InvitationSmsFacts) => string>> = {
  oz: (f) => `${f.inviterName} sizni notarial harakatga taklif qildi: ${f.actTypeName}. Ko‘rish va javob berish: ${f.link}`,
  uz: (f) => `${f.inviterName} сизни нотариал ҳаракатга таклиф қилди: ${f.actTypeName}. Кўриш ва жавоб бериш: ${f.link}`,
  ru: (f) => `${f.inviterName} приглашает вас к нотариальному действию: ${f.actTypeName}. Посмотреть и ответить: ${f.link}`,
};

/** The invitation SMS (spec §4 "invite parties by SMS"), in the act's language, carrying the link. */
export function invitationSmsText(locale: Locale, facts: InvitationSmsFacts): string {
  return TEXTS[locale](facts);
}
