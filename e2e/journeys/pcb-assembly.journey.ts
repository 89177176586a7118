// Issue 11 "Pages": the PCB assembly information page, English edition (desktop and phone).
import type { JourneyContext } from '../harness';
import { pcbAssemblyJourney } from '../pcb-assembly-flow';

export const name = 'PCB assembly page (English): from the home page, sections, call to action opens the quote page; phone';

export const run = (ctx: JourneyContext): Promise<void> =>
  pcbAssemblyJourney(ctx, ctx.baseUrl, {
    edition: 'en',
    home: '/fusion',
    heading: 'PCB assembly',
    sections: ['Capabilities', 'How the price is made', 'How to prepare your files', 'Questions and answers'],
    cta: 'Request an assembly quote',
  });
