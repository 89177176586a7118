// The problems of an uploaded list, one line per row and column with the rejected value (issue 15).
import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DropShipProblemView } from '../../../shared/contracts/drop-ship';

export const ProblemsTable = ({ problems }: { problems: DropShipProblemView[] }) => {
  const { t } = useTranslation('dropShip');
  if (problems.length === 0) return null;
  return (
    <Alert color="red" title={t('problems.title', { count: problems.length })} data-testid="drop-ship-problems">
      <Text size="sm" mb="xs">{t('problems.intro')}</Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr><Table.Th>{t('problems.row')}</Table.Th><Table.Th>{t('problems.column')}</Table.Th><Table.Th>{t('problems.value')}</Table.Th><Table.Th>{t('problems.message')}</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((p) => (
              <Table.Tr key={`${p.row}-${p.column}-${p.key}`} data-testid={`problem-${p.row}-${p.column}`}>
                <Table.Td>{p.row}</Table.Td>
                <Table.Td>{t(`column.${p.column}`)}</Table.Td>
                <Table.Td><code>{p.value}</code></Table.Td>
                <Table.Td>{t(`problem.${p.key}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
};
