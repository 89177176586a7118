// The customer's functional-test plan for a PCB assembly (issue 11 "Functional test"; services §4 statuses 1
// Confirming, 2 Confirmed, 3 Rejected): choose a file (PDF, Word, Excel, ZIP, text; 20 MB), it is uploaded
// (POST /fusion-test/upfile) and, for a cart item, bound to it (GET /fusion-test/bind-pcba-test-to-cart); then the plan's
// name, its review status and the engineer's note. A rejected plan is replaced by uploading another.
// Where it goes: on /fusion_pcba under the functional-test switch (without `cartId`: the page keeps the plan from
// `onUploaded` and binds it after POST /v1/cart/add-pcba answers the item), and on the cart card of a PCBA item with
// the functional test (with `cartId`).
import { Alert, Badge, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TestPlan } from '../../../shared/contracts/function-test';
import { call, upload } from '../../api/client';
import { errorMessage } from '../../shell/toast';
import { translateKey } from '../../i18n/index';
import { ApiError } from '../../api/client';

const STATUS_WORD = { 1: 'confirming', 2: 'confirmed', 3: 'rejected' } as const;
const STATUS_COLOR = { 1: 'orange', 2: 'green', 3: 'red' } as const;
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.zip,.txt,.md,application/pdf,application/zip,text/plain,text/markdown';

const planKey = (cartId: number) => ['test-plan', cartId] as const;

/** Uploads the file and, for a cart item, binds it: the plan as the server answers it. */
export const sendTestPlan = async (file: File, cartId?: number): Promise<TestPlan> => {
  const plan = await upload('POST /fusion-test/upfile', { fields: {}, file, fileName: file.name });
  if (cartId === undefined) return plan;
  return call('GET /fusion-test/bind-pcba-test-to-cart', { query: { plan_id: plan.plan_id, cart_id: cartId } });
};

const errorText = (err: unknown): string => (err instanceof ApiError && err.key ? translateKey(err.key, err.message) : errorMessage(err));

interface Props {
  /** The PCBA cart item (options.functionTest on); absent on the order page before the item exists. */
  cartId?: number;
  /** After a successful upload (and bind): the page keeps the plan to bind it once the item is added. */
  onUploaded?: (plan: TestPlan) => void;
  /** On the order page: the plan uploaded before (kept across the trip to the login page). */
  initial?: TestPlan | null;
}

export const TestPlanUpload = ({ cartId, onUploaded, initial = null }: Props) => {
  const { t } = useTranslation('testPlan');
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [local, setLocal] = useState<TestPlan | null>(initial);
  const stored = useQuery({
    queryKey: planKey(cartId ?? 0),
    queryFn: ({ signal }) => call('GET /v1/pcba/test-plan', { query: { cart_id: cartId ?? 0 } }, { signal }),
    enabled: cartId !== undefined,
  });
  const plan = cartId === undefined ? local : (stored.data ?? null);

  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const sent = await sendTestPlan(file, cartId);
      setLocal(sent);
      setFile(null);
      if (cartId !== undefined) qc.setQueryData(planKey(cartId), sent);
      onUploaded?.(sent);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const word = plan ? STATUS_WORD[plan.status] : null;
  return (
    <Stack gap={6} data-testid="test-plan-upload">
      <Text fw={600} size="sm">{t('title')}</Text>
      <Text size="xs" c="dimmed">{t('intro')}</Text>
      {plan && word ? (
        <Stack gap={2} data-testid="test-plan-current">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('current')}: {plan.name}</Text>
            <Badge variant="light" color={STATUS_COLOR[plan.status]} data-testid="test-plan-status">{t(`status.${word}`)}</Badge>
          </Group>
          <Text size="xs" c="dimmed">{t(`statusHelp.${word}`)}</Text>
          {plan.staff_note && <Text size="sm">{t('note', { note: plan.staff_note })}</Text>}
        </Stack>
      ) : (
        cartId !== undefined && stored.isSuccess && <Text size="sm" c="dimmed">{t('none')}</Text>
      )}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <FileInput
          size="xs" w={260} label={plan ? t('replace') : t('choose')} placeholder={t('placeholder')} accept={ACCEPT}
          value={file} onChange={setFile} disabled={busy} clearable
        />
        <Button size="xs" onClick={() => void send()} loading={busy} disabled={!file}>{t('upload')}</Button>
      </Group>
      {error && <Alert color="red" variant="light" p="xs" role="alert">{error}</Alert>}
    </Stack>
  );
};
