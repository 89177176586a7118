// Issue 11: one PCB assembly from the order page to the DFA round trip in the Japanese edition, prices in yen
// (e2e/pcba-order-flow.ts).
import type { JourneyContext } from '../harness';
import { PCBA_JOURNEY_TIMEOUT_MS, pcbaOrderJourney } from '../pcba-order-flow';
import { BOM_JA } from './staff-bom-check-flow';
import { DFA_JA } from './dfa-review-flow';

export const name = 'PCBA order in the Japanese edition: Gerber, BOM mapping, suggestion, placement rotation, yen price, add to cart, BOM check, pay, DFA round trip';

export const timeoutMs = PCBA_JOURNEY_TIMEOUT_MS;

export const run = async (ctx: JourneyContext): Promise<void> =>
  pcbaOrderJourney(ctx, ctx.jpUrl, {
    edition: 'jp',
    heading: 'PCB実装のご注文',
    mpnField: 'メーカー型番またはSKU',
    feeFrom: /^部品代：[¥￥]\s?[\d,]+ → [¥￥]\s?[\d,]+$/,
    acceptFor: /^C1に.+を採用$/,
    confirmed: '確定',
    applyOffsets: '補正を適用',
    rotate: '90°回転',
    addToCart: 'カートに追加',
    added: 'カートに追加しました',
    bomCheck: BOM_JA,
    dfa: DFA_JA,
    currency: /^[¥￥]\s?\d/,
  });
