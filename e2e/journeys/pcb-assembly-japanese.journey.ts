// Issue 11 "Pages": the PCB assembly information page, Japanese edition (desktop and phone).
import type { JourneyContext } from '../harness';
import { pcbAssemblyJourney } from '../pcb-assembly-flow';

export const name = 'PCB assembly page (Japanese): from the home page, sections, call to action opens the quote page; phone';

export const run = (ctx: JourneyContext): Promise<void> =>
  pcbAssemblyJourney(ctx, ctx.jpUrl, {
    edition: 'jp',
    home: '/',
    heading: 'PCB実装サービス',
    sections: ['対応範囲', '価格の内訳', 'ファイルの準備', 'よくあるご質問'],
    cta: '実装のお見積りを依頼する',
  });
