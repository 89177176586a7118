// The sandbox's hosted pages are plain server-rendered HTML: they belong to the "provider", not to our SPA.
// No script at all (the app's CSP forbids inline script, and a form post is all they need); inline style is allowed.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f3f5f8;margin:0;color:#1d2530}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:12px 0 20px}.charged{font-size:14px;color:#5b6675;margin:-14px 0 20px}
.badge{display:inline-block;font-size:12px;background:#fff4d6;color:#7a5600;border-radius:4px;padding:2px 8px}
label{display:block;font-size:13px;margin:14px 0 4px}input{width:100%;box-sizing:border-box;font-size:16px;padding:10px;border:1px solid #c5ccd6;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}.error{color:#b42318;font-size:13px;margin-top:4px}
button{width:100%;font-size:16px;padding:12px;border:0;border-radius:6px;margin-top:20px;cursor:pointer;background:#1a6fd1;color:#fff}
button.secondary{background:#e8ecf1;color:#1d2530;margin-top:10px}a{color:#1a6fd1}.hint{font-size:12px;color:#5b6675;margin-top:18px}
`;

/** The pages' own words, in the shop edition's language the buyer came from (issue 8 §6). */
export const SANDBOX_TEXT = {
  en: {
    hint: 'Sandbox payment provider: no real money moves.', reference: 'Merchant reference', card: 'Card payment', unionPay: 'China UnionPay',
    nameOnCard: 'Name on card', number: 'Card number', visaMc: ' (Visa or Mastercard)', expiry: 'Expiry (MM/YY)', cvc: 'CVC',
    pay: 'Pay {amount}', cancel: 'Cancel and return to the shop', paypalTitle: 'Pay with PayPal', signedInAs: 'Signed in as',
    approve: 'Approve payment', chargedAs: 'charged as {usd}', closed: 'Payment closed', notFound: 'Payment not found',
    notFoundText: 'This payment does not exist.',
    closedText: {
      expired: 'This payment is no longer possible: the shop closed it (the order was cancelled or already paid). Nothing was charged.',
      completed: 'This payment has already been completed.',
    },
    refusals: {
      numberInvalid: 'The card number is not valid.', visaMcOnly: 'Only Visa and Mastercard are accepted.',
      unionPayVisaMc: 'Use a UnionPay, Visa or Mastercard card.', expiryFormat: 'Enter the expiry date as MM/YY.',
      expired: 'The card has expired.', cvcDigits: 'The security code has 3 digits.',
    },
  },
  jp: {
    hint: 'サンドボックスの決済代行です。実際のお金は動きません。', reference: 'ご注文番号', card: 'クレジットカード決済', unionPay: '銀聯（China UnionPay）カード決済',
    nameOnCard: 'カード名義', number: 'カード番号', visaMc: '（Visa・Mastercard）', expiry: '有効期限（MM/YY）', cvc: 'セキュリティコード',
    pay: '{amount}を支払う', cancel: 'キャンセルしてショップに戻る', paypalTitle: 'PayPalで支払う', signedInAs: 'ログイン中：',
    approve: '支払いを承認する', chargedAs: '{usd}として請求されます', closed: 'お支払いは終了しています', notFound: 'お支払いが見つかりません',
    notFoundText: 'このお支払いは存在しません。',
    closedText: {
      expired: 'ショップがこのお支払いを終了したため（ご注文のキャンセル、またはお支払い済み）、お支払いできません。請求は発生していません。',
      completed: 'このお支払いはすでに完了しています。',
    },
    refusals: {
      numberInvalid: 'カード番号が正しくありません。', visaMcOnly: 'ご利用いただけるのはVisaとMastercardのみです。',
      unionPayVisaMc: '銀聯（UnionPay）、Visa、Mastercardのカードをご利用ください。', expiryFormat: '有効期限はMM/YYの形式で入力してください。',
      expired: 'カードの有効期限が切れています。', cvcDigits: 'セキュリティコードは3桁です。',
    },
  },
} as const;
export type SandboxLang = keyof typeof SANDBOX_TEXT;

export const page = (title: string, body: string, lang: SandboxLang = 'en'): string => `<!doctype html>
<html lang="${lang === 'jp' ? 'ja' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body}<p class="hint">${esc(SANDBOX_TEXT[lang].hint)}</p></main></body></html>`;

/**
 * The amount as the buyer reads it: in dollars, or — for the Japanese edition — in yen with the dollar charge
 * stated, since the charge itself is in dollars ('¥4,035' and 'charged as USD 26.90').
 */
export interface ShownAmount {
  /** The headline figure ('$26.90', '¥4,035'). */
  main: string;
  /** The line under it when the charge is in another currency ('USD 26.90として請求されます'). */
  note: string | null;
}

export const amountBlock = (a: ShownAmount): string =>
  `<div class="amount" data-testid="amount">${esc(a.main)}</div>${a.note ? `<div class="charged" data-testid="charged-as">${esc(a.note)}</div>` : ''}`;

export const amountText = (cents: bigint, currency: string): string => {
  const s = cents.toString().padStart(3, '0');
  return `${currency === 'USD' ? '$' : `${currency} `}${s.slice(0, -2)}.${s.slice(-2)}`;
};

export const messagePage = (title: string, text: string, lang: SandboxLang = 'en'): string =>
  page(title, `<h1>${esc(title)}</h1><p data-testid="sandbox-message">${esc(text)}</p>`, lang);

/** The page of a payment that does not exist or is no longer open, in the buyer's language. */
export const closedPage = (reason: 'notFound' | 'expired' | 'completed', lang: SandboxLang): string => {
  const x = SANDBOX_TEXT[lang];
  return reason === 'notFound' ? messagePage(x.notFound, x.notFoundText, lang) : messagePage(x.closed, x.closedText[reason], lang);
};
