// Three short reasons under the services, from the spec's promises (free PCBA shipping, quotes within a
// working day, the $50 sign-up coupon).
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shell/currency';

export const WhyUs = () => {
  const { t } = useTranslation('shell');
  const { format } = useCurrency();
  const items = [
    { title: t('home.why.shipping.title'), text: t('home.why.shipping.text') },
    { title: t('home.why.quote.title'), text: t('home.why.quote.text') },
    { title: t('home.why.coupon.title', { amount: format(5000n) }), text: t('home.why.coupon.text') },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={48}>
      {items.map((item) => (
        <Stack key={item.title} gap={4}>
          <Title order={3} fz="lg">
            {item.title}
          </Title>
          <Text c="dimmed" size="sm">
            {item.text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
};
