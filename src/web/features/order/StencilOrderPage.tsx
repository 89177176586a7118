// The stencil order page /stencil (issue 3 §1, §5): paste layers from the uploaded Gerber archive or from a
// separate file (upload kind 'stencil'), sheet size, framed or frameless, top/bottom/both, foil thickness, an even
// quantity, and the price column shared with the PCB pages.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Chip, Group, Input, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { carrierSchema, type CartPriceBody } from '../../../shared/contracts/quote';
import { UPLOAD_KINDS, uploadSchema, type Upload } from '../../../shared/contracts/upload';
import { applyStencilForcedValues, stencilParamSchema } from '../../../shared/params/stencil';
import { STENCIL_FRAMING } from '../../../shared/params/stencil-options';
import type { ParamDef, ParamValue } from '../../../shared/params/types';
import { defaultStencilValues, stencilValuesSchema, validateStencil, type StencilValues } from '../../../shared/rules/stencil';
import { priceStencil } from '../../../shared/pricing/stencil';
import type { StencilTables } from '../../../shared/pricing/tables';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { useEdition } from '../../shell/edition-context';
import { useSession } from '../../session/session';
import { AddToCart } from './AddToCart';
import { PhoneOrderBar } from './PhoneOrderBar';
import { useRefusals } from './refusals';
import { AnalysisWarnings, BoardPreview, LayerList } from './BoardAnalysis';
import { LoginDialog, type LoginReason } from './LoginDialog';
import { OrderLayout, useOrderBar } from './OrderLayout';
import { ParamForm } from './ParamForm';
import { usePersistentState } from './persist';
import { PriceSummary } from './PriceSummary';
import { defaultShipping, shippingChoice } from './shipping-choice';
import { useKeyText } from './text';
import { UploadArea } from './UploadArea';
import { useCartParam, useQuote, useTables, type LocalPrice } from './useQuote';

const pageStateSchema = z.object({
  values: stencilValuesSchema,
  country: z.string().regex(/^[A-Z]{2}$/),
  carrier: carrierSchema,
  source: z.enum(UPLOAD_KINDS),
  upload: uploadSchema.nullable(),
});
type PageState = z.output<typeof pageStateSchema>;

/** For paste layers only a failed parse matters; missing drill or outline files are the PCB's concern. */
const STENCIL_WARNINGS = new Set(['gerber.parseFailed', 'gerber.tooComplex']);

export default function StencilOrderPage() {
  const { t } = useTranslation('order');
  const tx = useKeyText();
  const { format } = useCurrency();
  const edition = useEdition();
  const { user, loading } = useSession();
  usePageTitle(t('pages.stencil.title'));

  const [state, setState] = usePersistentState('stencil', pageStateSchema, (): PageState => ({
    values: defaultStencilValues(),
    ...defaultShipping(edition),
    source: 'gerber',
    upload: null,
  }));
  const [loginFor, setLoginFor] = useState<LoginReason | null>(null);
  const { values } = state;

  useEffect(() => {
    if (!loading && !user && state.upload) setState((s) => ({ ...s, upload: null }));
  }, [loading, user, state.upload, setState]);

  const params = useMemo(() => stencilParamSchema(values), [values]);
  const problems = useMemo(() => validateStencil(values), [values]);
  const blocked = problems.some((p) => p.severity === 'error');

  const cartParam = useCartParam({ product: 'stencil' });
  const tables = useTables<StencilTables>(cartParam.data);
  const local = useCallback((table: StencilTables): LocalPrice => {
    const p = priceStencil(values, table);
    return { lines: p.lines, total: p.total, buildDays: p.buildDays, weightGrams: p.weightGrams, manualQuote: false, special: null };
  }, [values]);
  const fileId = state.upload?.file_id;
  const priceBody: CartPriceBody | null = blocked
    ? null
    : { product: 'stencil', values, country: state.country, carrier: state.carrier, ...(fileId ? { file_id: fileId } : {}) };
  const quote = useQuote({ tables, body: priceBody, local, country: state.country, carrier: state.carrier });
  const addBody = blocked ? null : { product: 'stencil' as const, values, country: state.country, carrier: state.carrier, ...(fileId ? { file_id: fileId } : {}) };

  const { refused, onRefused, changed } = useRefusals();
  // on a phone Add to cart lives in the bottom bar only (one button, always in reach)
  const phone = useOrderBar();
  const change = (key: string, value: ParamValue) => {
    changed(key);
    setState((s) => ({ ...s, values: applyStencilForcedValues({ ...s.values, [key]: value } as StencilValues) }));
  };

  const disabledReason = (p: ParamDef): string | undefined => {
    if (p.key === 'framed') return tx(STENCIL_FRAMING[values.size].framed ? 'stencil.rule.framedOnly' : 'stencil.rule.framelessOnly');
    return t('form.fixed');
  };

  const fromPrice = useMemo(() => {
    if (!tables) return null;
    try {
      return priceStencil(defaultStencilValues(), tables.product).total;
    } catch {
      return null;
    }
  }, [tables]);

  const shown: Upload | null = state.upload
    ? { ...state.upload, analysis: { ...state.upload.analysis, warnings: state.upload.analysis.warnings.filter((w) => STENCIL_WARNINGS.has(w)) } }
    : null;

  const main = (
    <>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Stack gap={6}>
            <Input.Label labelElement="div" id="stencil-source">
              {t('uploadBox.stencilSource')}
            </Input.Label>
            {/* Chips rather than a segmented control: the two long labels wrap on a phone. */}
            <Chip.Group multiple={false} value={state.source} onChange={(v) => setState((s) => ({ ...s, source: v === 'stencil' ? 'stencil' : 'gerber' }))}>
              <Group gap={6} role="radiogroup" aria-labelledby="stencil-source">
                <Chip value="gerber" size="sm" radius="sm" variant="outline">
                  {t('uploadBox.sourceGerber')}
                </Chip>
                <Chip value="stencil" size="sm" radius="sm" variant="outline">
                  {t('uploadBox.sourceStencil')}
                </Chip>
              </Group>
            </Chip.Group>
          </Stack>
          <UploadArea
            kind={state.source}
            title={state.source === 'gerber' ? t('uploadBox.title') : t('uploadBox.stencilTitle')}
            upload={state.upload}
            onUploaded={(upload) => setState((s) => ({ ...s, upload }))}
            onNeedLogin={() => setLoginFor('upload')}
          />
          {shown && (
            <>
              <AnalysisWarnings upload={shown} />
              <BoardPreview upload={shown} />
              <LayerList upload={shown} onUpdated={(upload) => setState((s) => ({ ...s, upload }))} />
            </>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <ParamForm legend={t('form.stencilParameters')} params={params} problems={[...problems, ...refused]} onChange={change} disabledReason={disabledReason} />
      </Paper>
    </>
  );

  const aside = (
    <PriceSummary
      quote={quote}
      manualQuote={false}
      blocked={blocked}
      saleNote={fromPrice === null ? '' : t('saleNote.stencil', { price: format(fromPrice) })}
      shipping={shippingChoice(cartParam.data, tables?.shipping ?? null, state, (next) => setState((s) => ({ ...s, ...next })))}
      specialCents={{ per_file: 0n, three_piece: 0n }}
    >
      {!phone && <AddToCart body={addBody} onNeedLogin={() => setLoginFor('cart')} onRefused={onRefused} />}
    </PriceSummary>
  );
  const bar = (
    <PhoneOrderBar quote={quote} manualQuote={false} blocked={blocked}>
      <AddToCart body={addBody} onNeedLogin={() => setLoginFor('cart')} onRefused={onRefused} compact />
    </PhoneOrderBar>
  );

  return (
    <>
      <OrderLayout title={t('pages.stencil.title')} lead={t('pages.stencil.lead')} main={main} aside={aside} bar={phone ? bar : undefined} />
      <LoginDialog reason={loginFor} onClose={() => setLoginFor(null)} />
    </>
  );
}
