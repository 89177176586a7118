// One board a kit can take (a PCB item from the cart or a gallery project's board): "Add to kit", then boards per
// set and a remove button.
import { ActionIcon, Button, Group, NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  /** Boards per set once in the kit; undefined while it is not. */
  quantity: number | undefined;
  onAdd: () => void;
  onQuantity: (n: number) => void;
  onRemove: () => void;
  testId?: string;
}

export const BoardRow = ({ label, quantity, onAdd, onQuantity, onRemove, testId }: Props) => {
  const { t } = useTranslation('order');
  return (
    <Group justify="space-between" data-testid={testId}>
      <Text size="sm">{label}</Text>
      {quantity === undefined ? (
        <Button size="xs" variant="light" onClick={onAdd}>{t('kittingPage.pcbs.add')}</Button>
      ) : (
        <Group gap={4}>
          <NumberInput size="xs" w={90} min={1} allowDecimal={false} value={quantity} aria-label={t('kittingPage.table.quantityLabel', { name: label })}
            onChange={(v) => onQuantity(Math.max(1, Number(v) || 1))} />
          <ActionIcon variant="subtle" color="red" aria-label={t('kittingPage.table.removeLabel', { name: label })} onClick={onRemove}>×</ActionIcon>
        </Group>
      )}
    </Group>
  );
};
