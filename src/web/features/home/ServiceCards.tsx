// The services overview: one card per service linking to its ordering page, with the starting price in the
// visitor's display currency.
import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shell/currency';
import { existingLinks } from '../../shell/site-pages';
import { SERVICES } from './services';

export const ServiceCards = () => {
  const { t } = useTranslation('shell');
  const { format } = useCurrency();
  return (
    <section aria-labelledby="services-title">
      <Title order={2} id="services-title" mb="md">
        {t('home.servicesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {existingLinks(SERVICES, (s) => s.path).map((s) => (
          <Card
            key={s.key}
            component={Link}
            to={s.path}
            withBorder
            padding="md"
            radius="md"
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            <Title order={3} fz="md">
              {t(`home.services.${s.key}.name`)}
            </Title>
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              {t(`home.services.${s.key}.text`)}
            </Text>
            <Group gap={6}>
              {s.fromCents !== undefined ? (
                <Badge variant="light" color="green" size="lg" tt="none">
                  {t(`home.services.${s.key}.from`, { price: format(s.fromCents) })}
                </Badge>
              ) : (
                <Badge variant="light" color="gray" size="lg" tt="none">
                  {t('home.quote')}
                </Badge>
              )}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
};
