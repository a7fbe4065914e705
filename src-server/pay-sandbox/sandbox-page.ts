import { formatAmount } from '../../src-domain/money/format-amount.ts';
import { escapeHtml } from '../print/escape-html.ts';
import type { CheckoutPayload } from '../payments/payme-checkout-link.ts';

type Language = CheckoutPayload['language'];

const TEXTS = {
  title: { uz: 'To‘lov (sinov provayderi)', ru: 'Оплата (тестовый провайдер)', en: 'Payment (test provider)' },
  clickTitle: { uz: 'Click orqali to‘lov (sinov provayderi)', ru: 'Оплата через Click (тестовый провайдер)', en: 'Payment with Click (test provider)' },
  notice: {
    uz: 'Bu to‘lov provayderining mahalliy sinov nusxasi: haqiqiy pul yechilmaydi.',
    ru: 'Это локальная тестовая копия платёжного провайдера: настоящие деньги не списываются.',
    en: 'This is the local stand-in of the payment provider: no real money is taken.',
  },
  merchant: { uz: 'Qabul qiluvchi', ru: 'Получатель', en: 'Merchant' },
  invoice: { uz: 'Hisob-faktura', ru: 'Счёт', en: 'Invoice' },
  amount: { uz: 'Summa, so‘m', ru: 'Сумма, сум', en: 'Amount, sum' },
  card: { uz: 'Karta', ru: 'Карта', en: 'Card' },
  pay: { uz: 'To‘lash', ru: 'Оплатить', en: 'Pay' },
  back: { uz: 'Bekor qilish va qaytish', ru: 'Отменить и вернуться', en: 'Cancel and go back' },
  failed: { uz: 'To‘lov amalga oshmadi', ru: 'Платёж не выполнен', en: 'The payment failed' },
  unknown: { uz: 'To‘lov havolasi noto‘g‘ri', ru: 'Неверная ссылка на оплату', en: 'Invalid payment link' },
} as const satisfies Record<string, Record<Language, string>>;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}' +
  'button,a.button{display:inline-block;min-height:44px;min-width:44px;padding:.6rem 1.2rem;font-size:1rem;margin:.5rem .5rem 0 0}' +
  '.notice{background:#fff4d6;padding:.5rem 1rem;border-radius:.25rem}';

/** Which stand-in the page is of: its title names it. */
export type SandboxBrand = 'payme' | 'click';

function page(language: Language, body: string, brand: SandboxBrand = 'payme'): string {
  const title = escapeHtml(TEXTS[brand === 'click' ? 'clickTitle' : 'title'][language]);
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`
  );
}

function backLink(language: Language, returnUrl: string | null): string {
  return returnUrl === null ? '' : `<a class="button" href="${escapeHtml(returnUrl)}">${escapeHtml(TEXTS.back[language])}</a>`;
}

/** The checkout page: what is paid, to whom, and one button (a form, no script: the portal's CSP). */
export function checkoutPage(
  payload: Pick<CheckoutPayload, 'language' | 'invoiceNumber' | 'amountTiyin'>,
  merchantName: string,
  transactionId: string,
  returnUrl: string | null,
  brand: SandboxBrand = 'payme',
): string {
  const t = (key: keyof typeof TEXTS) => escapeHtml(TEXTS[key][payload.language]);
  return page(
    payload.language,
    `<p class="notice">${t('notice')}</p>` +
      `<dl><dt>${t('merchant')}</dt><dd>${escapeHtml(merchantName)}</dd><dt>${t('invoice')}</dt><dd>${escapeHtml(payload.invoiceNumber)}</dd>` +
      `<dt>${t('amount')}</dt><dd>${escapeHtml(formatAmount(payload.amountTiyin))}</dd><dt>${t('card')}</dt><dd>8600 •••• •••• 0001</dd></dl>` +
      `<form method="post"><input type="hidden" name="transaction" value="${escapeHtml(transactionId)}"><button type="submit">${t('pay')}</button>${backLink(payload.language, returnUrl)}</form>`,
    brand,
  );
}

/** What went wrong, in the merchant's words, and the way back. */
export function failurePage(language: Language, message: string | null, returnUrl: string | null, brand: SandboxBrand = 'payme'): string {
  const text = message ?? TEXTS.unknown[language];
  return page(language, `<h2>${escapeHtml(TEXTS.failed[language])}</h2><p role="alert">${escapeHtml(text)}</p>${backLink(language, returnUrl)}`, brand);
}
