// The PCB order page for one tier (issue 3 §1–§5): quick-turn at /fusion_pcb, advanced at /fusion-advanced-pcb,
// premium at /premium-pcb-pcba. The form is drawn from paramSchema(tier, values) with forced values applied and
// the cross-field rules of validatePcb shown beside the fields; the price column shows the instant estimate and
// then the server's price. The page state lives in sessionStorage, so it survives the trip to the login page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PcbTier } from '../../../shared/ids';
import { carrierSchema, type CartPriceBody } from '../../../shared/contracts/quote';
import { uploadSchema, type Upload } from '../../../shared/contracts/upload';
import type { PcbTierValue } from '../../../shared/params/pcb-options';
import type { ParamValue } from '../../../shared/params/types';
import { defaultPcbValues, hasErrors, pcbValuesSchema, validatePcb } from '../../../shared/rules/pcb';
import { pricePcb } from '../../../shared/pricing/pcb';
import type { PcbTables } from '../../../shared/pricing/tables';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { useEdition } from '../../shell/edition-context';
import { useSession } from '../../session/session';
import { AddToCart } from './AddToCart';
import { BoardForm, changeBoard, SIZE_CONFIRM_KEY, uploadBoard } from './BoardForm';
import { LoginDialog, type LoginReason } from './LoginDialog';
import { OrderLayout, useOrderBar } from './OrderLayout';
import { usePersistentState } from './persist';
import { PhoneOrderBar } from './PhoneOrderBar';
import { PriceSummary } from './PriceSummary';
import { useRefusals } from './refusals';
import { defaultShipping, shippingChoice } from './shipping-choice';
import { useCartParam, useQuote, useTables, type LocalPrice } from './useQuote';

export type PcbPageKey = 'quick' | 'advanced' | 'premium';

const TIER_OF_PAGE: Record<PcbPageKey, PcbTierValue> = {
  quick: PcbTier.Normal,
  advanced: PcbTier.Advance,
  premium: PcbTier.Premium,
};

const pageStateSchema = z.object({
  values: pcbValuesSchema,
  country: z.string().regex(/^[A-Z]{2}$/),
  carrier: carrierSchema,
  upload: uploadSchema.nullable(),
  detected: z.array(z.string()),
});
type PageState = z.output<typeof pageStateSchema>;

export const PcbOrderPage = ({ page }: { page: PcbPageKey }) => {
  const tier = TIER_OF_PAGE[page];
  const { t } = useTranslation('order');
  const { format } = useCurrency();
  const edition = useEdition();
  const { user, loading } = useSession();
  usePageTitle(t(`pages.${page}.title`));

  const [state, setState] = usePersistentState(`pcb:${tier}`, pageStateSchema, (): PageState => ({
    values: defaultPcbValues(),
    ...defaultShipping(edition),
    upload: null,
    detected: [],
  }));
  const [loginFor, setLoginFor] = useState<LoginReason | null>(null);
  const { values } = state;

  // An upload belongs to the account that made it: after signing out it is no longer this visitor's.
  useEffect(() => {
    if (!loading && !user && state.upload) setState((s) => ({ ...s, upload: null }));
  }, [loading, user, state.upload, setState]);

  const problems = useMemo(() => validatePcb(tier, values), [tier, values]);
  const priceBlocked = problems.some((p) => p.severity === 'error' && p.key !== SIZE_CONFIRM_KEY);
  const cartBlocked = hasErrors(problems);

  const cartParam = useCartParam({ product: 'pcb', tier });
  const tables = useTables<PcbTables>(cartParam.data);
  const local = useCallback((table: PcbTables): LocalPrice => {
    const p = pricePcb(tier, values, table);
    return { lines: p.lines, total: p.total, buildDays: p.buildDays, weightGrams: p.weightGrams, manualQuote: p.manualQuote, special: p.special };
  }, [tier, values]);
  const fileId = state.upload?.file_id;
  const priceBody: CartPriceBody | null = priceBlocked
    ? null
    : { product: 'pcb', tier, values, country: state.country, carrier: state.carrier, ...(fileId ? { file_id: fileId } : {}) };
  const quote = useQuote({ tables, body: priceBody, local, country: state.country, carrier: state.carrier });

  const { refused, onRefused, changed } = useRefusals();
  // on a phone Add to cart lives in the bottom bar only (one button, always in reach)
  const phone = useOrderBar();
  // stable handlers and problem list: BoardForm is memoised and skips the re-renders of each price answer
  const change = useCallback((key: string, value: ParamValue) => {
    changed(key);
    setState((s) => changeBoard(tier, s, key, value));
  }, [changed, setState, tier]);
  const uploaded = useCallback((upload: Upload) => setState((s) => uploadBoard(tier, s, upload)), [setState, tier]);
  const needLoginToUpload = useCallback(() => setLoginFor('upload'), []);
  const formProblems = useMemo(() => [...problems, ...refused], [problems, refused]);

  const specials = tables?.product.specials;
  const perFile = specials?.perFileCents ?? 490n;
  const addBody = cartBlocked
    ? null
    : { product: 'pcb' as const, tier, values, country: state.country, carrier: state.carrier, ...(fileId ? { file_id: fileId } : {}) };

  const main = (
    <BoardForm
      tier={tier}
      board={state}
      problems={formProblems}
      onChange={change}
      onUploaded={uploaded}
      onNeedLogin={needLoginToUpload}
    />
  );

  const aside = (
    <PriceSummary
      quote={quote}
      manualQuote={tier === PcbTier.Premium}
      blocked={priceBlocked}
      // The $4.90 special is a quick-turn price; the other tiers show only the shipping-sale note.
      saleNote={tier === PcbTier.Normal ? t('saleNote.pcb', { price: format(perFile) }) : ''}
      shipping={shippingChoice(cartParam.data, tables?.shipping ?? null, state, (next) => setState((s) => ({ ...s, ...next })))}
      specialCents={{ per_file: perFile, three_piece: specials?.threePieceCents ?? 100n }}
    >
      {!phone && <AddToCart body={addBody} onNeedLogin={() => setLoginFor('cart')} onRefused={onRefused} />}
    </PriceSummary>
  );
  const bar = (
    <PhoneOrderBar quote={quote} manualQuote={tier === PcbTier.Premium} blocked={priceBlocked}>
      <AddToCart body={addBody} onNeedLogin={() => setLoginFor('cart')} onRefused={onRefused} compact />
    </PhoneOrderBar>
  );

  return (
    <>
      <OrderLayout title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} main={main} aside={aside} bar={phone ? bar : undefined} />
      <LoginDialog reason={loginFor} onClose={() => setLoginFor(null)} />
    </>
  );
};
