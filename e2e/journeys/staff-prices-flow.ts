// (issue 11 "Price") The price tables in the console, run once per edition (staff-prices.journey.ts,
// staff-prices-japanese.journey.ts): staff open them from the console's navigation (in the edition's language); in
// the PCBA tab a broken value is listed and cannot be saved, a good change re-prices the sample at once and is saved;
// the page shows the saved table after a reload. Issue 12: the same for one value of the 3D printing table in its
// tab; issue 13: the ODM light sample fee in its tab. The journeys share one server, so the default tables are put back
// at the end.
import { formatPrice } from '../../src/shared/currency';
import { assert, expectVisible, field, type JourneyContext } from '../harness';
import type { Edition } from './edition-texts';
import { staffConsole } from './staff-flows';

export const pricesJourney = async (ctx: JourneyContext, e: Edition): Promise<void> => {
  const base = e.base(ctx);
  const t = e.staff;
  const staff = await staffConsole(ctx, 'sales', '/staff', base); // prices.manage: admin and sales
  try {
    await staff.getByRole('link', { name: t.nav.prices }).click();
    await expectVisible(staff.getByRole('heading', { name: t.prices.title }), "the price-table screen in the edition's language");
    const sample = staff.getByTestId('price-sample');
    // the default table's setup: $8 per side (JLCPCB's public price, docs/pcba.md)
    await expectVisible(sample.getByText(formatPrice(800n)), 'the sample priced with the stored table');

    const box = field(staff, t.prices.table);
    const stored = await box.inputValue();
    assert(stored.includes('"startupCentsPerSide": 800'), 'the table shown with plain whole numbers');
    await box.fill(stored.replace('"minimumCents": 2500', '"minimumCents": -1'));
    await expectVisible(staff.getByTestId('price-problems').getByText(/minimumCents/), 'the broken value listed');
    const save = staff.getByRole('button', { name: t.prices.save });
    assert(await save.isDisabled(), 'a broken table cannot be saved');

    await box.fill(stored.replace('"startupCentsPerSide": 800', '"startupCentsPerSide": 900'));
    await expectVisible(sample.getByText(formatPrice(900n)), 'the sample re-priced while typing');
    await save.click();
    await expectVisible(staff.getByText(t.common.saved), 'saved');

    await staff.reload();
    await expectVisible(staff.getByRole('heading', { name: t.prices.title }), 'the screen again');
    assert((await field(staff, t.prices.table).inputValue()).includes('"startupCentsPerSide": 900'), 'the saved table after a reload');
    ctx.log(`${e.lang}: PCBA setup changed to ${formatPrice(900n)} per side in the console`);

    // 3D printing (issue 12): the SLA start-up per part, $3 in the default table (docs/print3d.md)
    await staff.getByRole('tab', { name: t.prices.tab.print3d }).click();
    const print3dSample = staff.getByTestId('price-sample');
    await expectVisible(print3dSample.getByText(formatPrice(300n)), 'the 3D printing sample priced with the stored table');
    const print3dBox = field(staff, t.prices.table);
    const print3d = await print3dBox.inputValue();
    assert(print3d.includes('"startupCents": 300'), 'the SLA start-up in the 3D printing table');
    await print3dBox.fill(print3d.replace('"startupCents": 300', '"startupCents": 450'));
    await expectVisible(print3dSample.getByText(formatPrice(450n)), 'the 3D printing sample re-priced while typing');
    await staff.getByRole('button', { name: t.prices.save }).click();
    await expectVisible(staff.getByText(t.common.saved), 'the 3D printing table saved');
    await staff.reload();
    await staff.getByRole('tab', { name: t.prices.tab.print3d }).click();
    await expectVisible(staff.getByTestId('price-sample').getByText(formatPrice(450n)), 'the saved 3D printing table after a reload');
    ctx.log(`${e.lang}: 3D printing SLA start-up changed to ${formatPrice(450n)} in the console`);

    // ODM light (issue 13): the $100 sample of the default table (spec services §9)
    await staff.getByRole('tab', { name: t.prices.tab.odm_light }).click();
    const odmSample = staff.getByTestId('price-sample');
    await expectVisible(odmSample.getByText(formatPrice(10_000n)), 'the ODM light sample priced with the stored table');
    const odmBox = field(staff, t.prices.table);
    const odm = await odmBox.inputValue();
    assert(odm.includes('"sampleCents": 10000'), 'the sample fee in the ODM light table');
    await odmBox.fill(odm.replace('"sampleCents": 10000', '"sampleCents": 12000'));
    await expectVisible(odmSample.getByText(formatPrice(12_000n)), 'the ODM light sample re-priced while typing');
    await staff.getByRole('button', { name: t.prices.save }).click();
    await expectVisible(staff.getByText(t.common.saved), 'the ODM light table saved');
    ctx.log(`${e.lang}: ODM light sample fee changed to ${formatPrice(12_000n)} in the console`);
  } finally {
    await staff.evaluate(async () => {
      for (const key of ['pcba', 'print3d', 'odm_light']) {
        const current = await (await fetch(`/api/v1/staff/prices/${key}`)).json();
        await fetch(`/api/v1/staff/prices/${key}`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: current.data.default_text }),
        });
      }
    });
  }
};
