// Quick add (spec platform §2 cart): shortcuts to the ordering pages.
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { key: 'pcb', to: '/fusion_pcb' },
  { key: 'advanced', to: '/fusion-advanced-pcb' },
  { key: 'premium', to: '/premium-pcb-pcba' },
  { key: 'stencil', to: '/stencil' },
] as const;

export const QuickAdd = () => {
  const { t } = useTranslation('cart');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('quickAdd.title')}>
      <Text fw={600} mb="xs">
        {t('quickAdd.title')}
      </Text>
      <Group gap="xs">
        {LINKS.map((l) => (
          <Button key={l.key} component={Link} to={l.to} variant="light" size="xs">
            + {t(`quickAdd.${l.key}`)}
          </Button>
        ))}
      </Group>
    </Paper>
  );
};
