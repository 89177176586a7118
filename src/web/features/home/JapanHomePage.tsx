// The Japanese edition's root page (spec platform §2): the same services overview under a Japan-specific hero.
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { Hero } from './Hero';
import { ServiceCards } from './ServiceCards';
import { WhyUs } from './WhyUs';
import { LatestReviews } from '../reviews/LatestReviews';

export default function JapanHomePage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('home.title'));
  return (
    <>
      <Hero
        title={t('home.japanHero.title')}
        text={t('home.japanHero.text')}
        offer={(price) => t('home.hero.offer', { price })}
        primary={{ label: t('home.hero.primary'), to: '/fusion_pcb' }}
        secondary={{ label: t('home.japanHero.secondary'), to: '/doc' }}
      />
      <Container size="xl" py="xl">
        <ServiceCards />
        <WhyUs />
        <LatestReviews />
      </Container>
    </>
  );
}
