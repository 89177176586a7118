// The home page /fusion (spec platform §2): hero and the services overview.
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { Hero } from './Hero';
import { ServiceCards } from './ServiceCards';
import { WhyUs } from './WhyUs';
import { LatestReviews } from '../reviews/LatestReviews';

export default function HomePage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('home.title'));
  return (
    <>
      <Hero
        title={t('home.hero.title')}
        text={t('home.hero.text')}
        offer={(price) => t('home.hero.offer', { price })}
        primary={{ label: t('home.hero.primary'), to: '/fusion_pcb' }}
        secondary={{ label: t('home.hero.secondary'), to: '/fusion_pcba' }}
      />
      <Container size="xl" py="xl">
        <ServiceCards />
        <WhyUs />
        <LatestReviews />
      </Container>
    </>
  );
}
