// /fusion_pcba (issue 11 "Pages", "Price"): one page for board and assembly. The board part is the quick-turn PCB
// form with the Gerber upload and analysis (order/BoardForm); then the assembly options, the BOM (upload, mapping
// screen with the fee impact, matched lines and the customer's choices), the placement (check against the BOM,
// preview with rotations) and the price: the PCBA engine runs in the browser on every change with the stored table
// (GET /v1/pcba/price-table) and the PCB engine's lines. Add to cart sends the choices, never a price: the server
// re-reads, re-matches and prices (POST /v1/cart/add-pcba). Board, options, BOM (mapping, choices) and placement
// (rotations) survive the trip to the login page (stored-files.ts); the joint counts come from the files.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PcbTier } from '../../../shared/ids';
import { uploadSchema } from '../../../shared/contracts/upload';
import type { Upload } from '../../../shared/contracts/upload';
import type { PcbaCartBody } from '../../../shared/contracts/pcba-order';
import { testPlanSchema, type TestPlan } from '../../../shared/contracts/function-test';
import type { CartItem } from '../../../shared/contracts/cart';
import type { ParamValue } from '../../../shared/params/types';
import { defaultPcbValues, hasErrors, pcbValuesSchema, validatePcb } from '../../../shared/rules/pcb';
import { pcbaOptionsSchema, validatePcbaQuantities, type PcbaOptions } from '../../../shared/rules/pcba';
import { pricePcb } from '../../../shared/pricing/pcb';
import { pricePcba, type PcbaPrice } from '../../../shared/pricing/pcba';
import { parsePcbaTables, type PcbaTables } from '../../../shared/pricing/pcba-tables';
import { pcbaCouponFor } from '../../../shared/pricing/pcba-coupon';
import type { PcbTables } from '../../../shared/pricing/tables';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { useSession } from '../../session/session';
import { AddToCart } from '../order/AddToCart';
import { BoardForm, changeBoard, SIZE_CONFIRM_KEY, uploadBoard } from '../order/BoardForm';
import { LoginDialog, type LoginReason } from '../order/LoginDialog';
import { OrderLayout, useOrderBar } from '../order/OrderLayout';
import { usePersistentState } from '../order/persist';
import { PhoneOrderBar } from '../order/PhoneOrderBar';
import { useRefusals } from '../order/refusals';
import { PriceLineList } from '../order/PriceSummary';
import { useCartParam, useTables, type Quote } from '../order/useQuote';
import { fetchPcbaTable } from './api';
import { addPcbaWithPlan, type PcbaAdded } from './add-pcba';
import { ServerAnswer } from './ServerAnswer';
import type { PageEstimate } from './server-answer';
import { TestPlanUpload } from './TestPlanUpload';
import { JointsSource } from './JointsSource';
import { countJoints } from '../../../shared/pcba/joints';
import { AssemblyOptions } from './AssemblyOptions';
import { choicesForCart, componentInputs, couponParts, effectiveStatus, missingSupply } from './bom-model';
import { BomSection, PlacementSection, type PlacementState } from './Sections';
import { OFFSETS_CONVENTION } from './placement-view';
import { useBom } from './useBom';
import { FILES_KEY, noFiles, storedFilesSchema, type StoredBom } from './stored-files';

const TIER = PcbTier.Normal;
const NO_PLACEMENT: PlacementState = { read: null, rotations: {}, offsets: false };

const pageStateSchema = z.object({
  values: pcbValuesSchema,
  upload: uploadSchema.nullable(),
  detected: z.array(z.string()),
  options: pcbaOptionsSchema,
  /** The functional-test plan uploaded before the item exists; bound to the item once it is added. */
  testPlan: testPlanSchema.nullable().default(null),
  /** The customer typed the joint counts: the count from the files no longer overwrites them. */
  jointsTyped: z.boolean().default(false),
  /** The account that uploaded the Gerber (null before). */
  owner: z.number().nullable().default(null),
});
type PageState = z.output<typeof pageStateSchema>;

/** The PCB lot must be larger than the assembly quantity: 15 boards for the default 10 assemblies. */
const initialState = (): PageState => ({
  values: { ...defaultPcbValues(), quantity: 15 },
  upload: null,
  detected: [],
  options: pcbaOptionsSchema.parse({}),
  testPlan: null,
  jointsTyped: false,
  owner: null,
});

const usePcbaTables = (): PcbaTables | null => {
  const q = useQuery({ queryKey: ['pcba', 'price-table'], queryFn: fetchPcbaTable, staleTime: 10 * 60_000, retry: 1 });
  return useMemo(() => {
    if (!q.data) return null;
    const parsed = parsePcbaTables(q.data.table);
    return parsed.ok ? parsed.tables : null;
  }, [q.data]);
};

interface PriceBoxProps {
  price: PcbaPrice | null;
  blocked: boolean;
  coupon: number | null;
  waiting: string | null;
  children?: React.ReactNode;
}

const PriceBox = ({ price, blocked, coupon, waiting, children }: PriceBoxProps) => {
  const { t } = useTranslation('pcba');
  const { t: to } = useTranslation('order');
  const { format } = useCurrency();
  let body: React.ReactNode;
  if (blocked) body = <Text size="sm" c="red.7">{to('price.fixProblems')}</Text>;
  else if (!price) body = <Loader size="sm" aria-label={to('price.updating')} />;
  else {
    body = (
      <Stack gap={6}>
        <PriceLineList lines={price.lines} />
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{price.manualQuote ? t('price.from') : to('price.estimate')}</Text>
          <Text fw={700} fz="xl" data-testid="pcba-total">
            {format(price.total)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{to('price.buildTime')}</Text>
          <Text size="sm" fw={600} data-testid="pcba-build-days">
            {to('price.buildDays', { count: price.buildDays })}
          </Text>
        </Group>
        {price.manualQuote && <Text size="xs">{t('price.manualNote')}</Text>}
        {price.unpricedComponents > 0 && (
          <Text size="xs" c="orange.8">
            {t('price.unpriced', { count: price.unpricedComponents })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {to('price.title')}
        </Title>
        {body}
        <Text size="sm" c="green.8" fw={500}>
          {t('price.freeShipping')}
        </Text>
        {coupon !== null && (
          <Alert color="orange" variant="light" data-testid="pcba-coupon">
            {t('price.coupon', { percent: coupon })}
          </Alert>
        )}
        {waiting && (
          <Text size="xs" c="red.7">
            {waiting}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
};

export default function PcbaOrderPage() {
  const { t } = useTranslation('pcba');
  const { user, loading } = useSession();
  usePageTitle(t('page.title'));

  const [state, setState] = usePersistentState(`pcba:${TIER}`, pageStateSchema, initialState);
  const [loginFor, setLoginFor] = useState<LoginReason | null>(null);
  const [added, setAdded] = useState<(PcbaAdded & { estimate: PageEstimate }) | null>(null);
  // The BOM and placement as read and worked on, kept like the board across the trip to the login page.
  const [files, setFiles] = usePersistentState(`${FILES_KEY}:${TIER}`, storedFilesSchema, noFiles);
  const userId = user?.uid ?? null;
  const placement: PlacementState = files.placement ?? NO_PLACEMENT;
  const setPlacement = useCallback(
    (next: PlacementState) => setFiles((f) => ({ ...f, owner: userId ?? f.owner, placement: next.read ? { ...next, read: next.read } : null })),
    [setFiles, userId],
  );
  const storeBom = useCallback((bom: StoredBom | null) => setFiles((f) => ({ ...f, owner: bom ? (userId ?? f.owner) : f.owner, bom })), [setFiles, userId]);
  const { values, options } = state;

  const pcbaTables = usePcbaTables();
  const cartParam = useCartParam({ product: 'pcb', tier: TIER });
  const pcbTables = useTables<PcbTables>(cartParam.data);
  const bom = useBom(options.quantity, pcbaTables, null, { stored: files.bom, store: storeBom });

  // The files belong to the account that uploaded them: signed in as another account, the page drops them. Signed
  // out (on the way to the login page and back) they stay, for the customer who comes back.
  const owner = files.owner ?? state.owner;
  const { setRead } = bom;
  useEffect(() => {
    if (loading || userId === null || owner === null || owner === userId) return;
    setState((s) => ({ ...s, upload: null, testPlan: null, owner: null }));
    setRead(null);
    setFiles(noFiles());
  }, [loading, userId, owner, setState, setRead, setFiles]);

  const pcbProblems = useMemo(() => validatePcb(TIER, values), [values]);
  const qtyProblems = useMemo(
    () => validatePcbaQuantities({ pcbQuantity: values.quantity, pcbaQuantity: options.quantity }, pcbaTables?.maxQuantity ?? 8000),
    [values.quantity, options.quantity, pcbaTables],
  );
  const { refused, onRefused, changed } = useRefusals();
  const priceBlocked = qtyProblems.length > 0 || pcbProblems.some((p) => p.severity === 'error' && p.key !== SIZE_CONFIRM_KEY);

  const price = useMemo<PcbaPrice | null>(() => {
    if (priceBlocked || !pcbTables || !pcbaTables) return null;
    try {
      const pcb = pricePcb(TIER, values, pcbTables.product);
      const lines = bom.built?.lines ?? [];
      const components = bom.matches && bom.matches.length === lines.length ? componentInputs(lines, bom.matches, bom.choices) : [];
      return pricePcba({ ...options, components, pcb: { lines: pcb.lines, buildDays: pcb.buildDays, manualQuote: pcb.manualQuote } }, pcbaTables);
    } catch {
      return null;
    }
  }, [priceBlocked, pcbTables, pcbaTables, values, options, bom.built, bom.matches, bom.choices]);

  const coupon = useMemo(() => {
    const lines = bom.built?.lines ?? [];
    if (!pcbaTables || !bom.matches || bom.matches.length !== lines.length) return null;
    return pcbaCouponFor(couponParts(lines, bom.matches, bom.choices), pcbaTables.coupon)?.percent ?? null;
  }, [pcbaTables, bom.built, bom.matches, bom.choices]);

  // Typing a joint count makes it the customer's own (AssemblyOptions calls with the joints only when typed).
  const setOptions = useCallback(
    (next: Partial<PcbaOptions>) =>
      setState((s) => ({ ...s, options: { ...s.options, ...next }, jointsTyped: s.jointsTyped || 'smtJoints' in next || 'thtJoints' in next })),
    [setState],
  );

  // The joints counted from the BOM lines and the placement file's packages prefill the fields until typed over.
  const counted = useMemo(
    () => (bom.built && bom.built.lines.length > 0 ? countJoints(bom.built.lines, placement.read?.placements ?? null) : null),
    [bom.built, placement.read],
  );
  useEffect(() => {
    if (!counted || state.jointsTyped) return;
    if (options.smtJoints === counted.smt && options.thtJoints === counted.tht) return;
    setState((s) => ({ ...s, options: { ...s.options, smtJoints: counted.smt, thtJoints: counted.tht } }));
  }, [counted, state.jointsTyped, options.smtJoints, options.thtJoints, setState]);
  const takeCounted = () => setState((s) => ({ ...s, jointsTyped: false }));
  const change = (key: string, value: ParamValue) => {
    changed(key);
    setState((s) => changeBoard(TIER, s, key, value));
  };
  const uploaded = (upload: Upload) => setState((s) => ({ ...uploadBoard(TIER, s, upload), owner: userId ?? s.owner }));

  // What stops the add: rule errors, a missing Gerber or BOM, a mapping without lines, an Unavailable line without
  // a purchase link or MPN.
  const unsupplied = bom.matches ? missingSupply(bom.matches, bom.choices) : [];
  let waiting: string | null = null;
  if (!state.upload) waiting = t('cart.needGerber');
  else if (!bom.read || bom.headerRow === null) waiting = t('cart.needBom');
  else if ((bom.built?.lines.length ?? 0) === 0 || !bom.matches) waiting = t('cart.needLines');
  else if (unsupplied.length > 0) waiting = t('cart.needSupply', { count: unsupplied.length });
  const blocked = hasErrors(pcbProblems) || qtyProblems.length > 0 || waiting !== null;
  const addBody: Omit<PcbaCartBody, 'request_id'> | null =
    blocked || !state.upload || !bom.read || bom.headerRow === null
      ? null
      : {
          tier: TIER,
          values,
          file_id: state.upload.file_id,
          options,
          bom: { file_id: bom.read.file_id, header_row: bom.headerRow, mapping: bom.mapping, choices: choicesForCart(bom.choices) },
          ...(placement.read
            ? {
                placement: {
                  file_id: placement.read.file_id,
                  rotations: Object.entries(placement.rotations).flatMap(([designator, deg]) => (deg ? [{ designator, deg }] : [])),
                  convention: placement.offsets ? OFFSETS_CONVENTION : '',
                },
              }
            : {}),
        };

  const analysis = state.upload?.analysis;
  const board = { width: analysis?.width_mm ?? values.width, height: analysis?.height_mm ?? values.height };
  const phone = useOrderBar();
  // The plan now belongs to the item (its cart card shows the review); a second add gets its own plan.
  const send = async (body: PcbaCartBody): Promise<CartItem> => {
    // what the page showed as the button was pressed, for the dialog's comparison with the server's answer
    const estimate: PageEstimate = {
      totalCents: price?.total ?? null,
      statuses: bom.matches ? bom.matches.map((m, i) => effectiveStatus(m, bom.choices[i + 1])) : [],
    };
    const result = await addPcbaWithPlan(body, state.testPlan);
    if (result.plan) setState((s) => ({ ...s, testPlan: null }));
    setAdded({ ...result, estimate });
    return result.answer.item;
  };
  const setTestPlan = (testPlan: TestPlan) => setState((s) => ({ ...s, testPlan }));
  const add = (compact: boolean) => (
    <AddToCart
      body={addBody}
      send={send}
      onNeedLogin={() => setLoginFor('cart')}
      onRefused={onRefused}
      compact={compact}
      addedDetail={added && <ServerAnswer answer={added.answer} estimate={added.estimate} plan={added.plan} planFailed={added.planFailed} />}
    />
  );

  const main = (
    <>
      <BoardForm
        tier={TIER}
        board={state}
        problems={[...pcbProblems, ...refused]}
        onChange={change}
        onUploaded={uploaded}
        onNeedLogin={() => setLoginFor('upload')}
      />
      <Paper withBorder radius="md" p="md">
        <AssemblyOptions
          options={options}
          problems={qtyProblems}
          certificationFromCents={pcbaTables?.certificationFromCents ?? 500_000n}
          onChange={setOptions}
          jointsSource={<JointsSource counted={counted} typed={state.jointsTyped} onUseCounted={takeCounted} />}
          testPlan={<TestPlanUpload key={state.testPlan?.plan_id ?? 'none'} initial={state.testPlan} onUploaded={setTestPlan} />}
        />
      </Paper>
      <BomSection bom={bom} boards={options.quantity} onNeedLogin={() => setLoginFor('upload')} />
      <PlacementSection state={placement} onChange={setPlacement} bomLines={bom.built?.lines ?? null} board={board} onNeedLogin={() => setLoginFor('upload')} />
    </>
  );

  const quote: Quote = {
    view: price
      ? { lines: price.lines, total: price.total, buildDays: price.buildDays, weightGrams: 0, manualQuote: false, special: null, shipping: { ok: true, cost: 0n, days: { min: 0, max: 0 } } }
      : null,
    confirmed: false,
    updating: false,
    local: null,
  };

  return (
    <>
      <OrderLayout
        title={t('page.title')}
        lead={t('page.lead')}
        main={main}
        aside={
          <PriceBox price={price} blocked={priceBlocked} coupon={coupon} waiting={addBody ? null : waiting}>
            {!phone && add(false)}
          </PriceBox>
        }
        bar={
          phone ? (
            <PhoneOrderBar quote={quote} manualQuote={false} blocked={priceBlocked}>
              {add(true)}
            </PhoneOrderBar>
          ) : undefined
        }
      />
      <LoginDialog reason={loginFor} onClose={() => setLoginFor(null)} />
    </>
  );
}
