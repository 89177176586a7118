// The membership page /membership (spec platform §6): the pro and elite tiers. Members see which tier is theirs.
import { Badge, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { useSession } from '../../session/session';
import { VIP_COLORS, type VipLevel } from '../../shell/header/VipBadge';

const TIERS: readonly VipLevel[] = ['pro', 'elite'];

export default function MembershipPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('membership.title'));
  const { user } = useSession();
  const mine = user?.vip_details?.level;
  return (
    <Container size="md" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t('membership.title')}</Title>
        <Text c="dimmed">{t('membership.text')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {TIERS.map((tier) => (
          <Card key={tier} withBorder padding="lg" radius="md" style={{ borderColor: mine === tier ? `var(--mantine-color-${VIP_COLORS[tier].replace('.', '-')})` : undefined }}>
            <Stack gap="sm">
              <Badge color={VIP_COLORS[tier]} variant="light" size="lg">
                {t(`header.vip.${tier}`)}
              </Badge>
              <Title order={2} fz="xl">
                {t(`membership.tiers.${tier}.name`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`membership.tiers.${tier}.text`)}
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>{t(`membership.tiers.${tier}.perk1`)}</List.Item>
                <List.Item>{t(`membership.tiers.${tier}.perk2`)}</List.Item>
                <List.Item>{t(`membership.tiers.${tier}.perk3`)}</List.Item>
              </List>
              {mine === tier && (
                <Text size="sm" fw={700} c="green.8">
                  {t('membership.yours')}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
