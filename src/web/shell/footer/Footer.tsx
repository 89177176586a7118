// The storefront footer (spec platform §1): newsletter, link sets of the edition, social links, payment and
// security badges, copyright. Hidden on phones (below 48em), as the shop layout asks.
import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../edition-context';
import { SOCIAL_NAMES, SOCIAL_URLS } from '../external';
import { footerLinks, socialNetworks } from './links';
import { Newsletter } from './Newsletter';

const BADGES = ['mastercard', 'visa', 'security', 'paypal'] as const;

const FooterAnchor = ({ to, children }: { to: string; children: React.ReactNode }) => (
  <Anchor component={Link} to={to} size="sm" c="gray.3">
    {children}
  </Anchor>
);

export const Footer = () => {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  const { main, groups } = footerLinks(edition);
  // Display only: the copyright year is today's year in the visitor's clock.
  const year = new Date().getFullYear();

  return (
    <Box component="footer" role="contentinfo" bg="dark.8" c="gray.3" mt="xl" visibleFrom="sm">
      <Container size="xl" py="xl">
        {groups.length === 0 ? (
          <Box maw={480}>
            <Newsletter />
          </Box>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3, md: groups.length + 1 }} spacing="xl">
            <Newsletter />
            {groups.map((group) => (
              <nav key={group.key} aria-label={t(`footer.groups.${group.key}`)}>
                <Text fw={700} c="white" mb="xs">
                  {t(`footer.groups.${group.key}`)}
                </Text>
                <Stack gap={6}>
                  {group.links.map((link) => (
                    <FooterAnchor key={link.key} to={link.path}>
                      {t(`footer.links.${link.key}`)}
                    </FooterAnchor>
                  ))}
                </Stack>
              </nav>
            ))}
          </SimpleGrid>
        )}

        <Divider my="lg" color="dark.5" />

        <Group justify="space-between" align="center" gap="md">
          <Group component="nav" aria-label={t('footer.siteLinks')} gap="md">
            {main.map((link) => (
              <FooterAnchor key={link.key} to={link.path}>
                {t(`footer.links.${link.key}`)}
              </FooterAnchor>
            ))}
          </Group>
          <Group component="ul" aria-label={t('footer.follow')} gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {socialNetworks(edition).map((network) => (
              <li key={network}>
                <Anchor href={SOCIAL_URLS[network]} target="_blank" rel="noopener noreferrer" aria-label={SOCIAL_NAMES[network]}>
                  <img src={`/social/${network}.svg`} alt="" width={28} height={28} loading="lazy" decoding="async" />
                </Anchor>
              </li>
            ))}
          </Group>
        </Group>

        <Group justify="space-between" align="center" mt="lg" gap="md">
          <Text size="xs">{t('footer.copyright', { year })}</Text>
          <Group gap="xs" aria-label={t('footer.payments')} role="group">
            {BADGES.map((badge) => (
              <img key={badge} src={`/badges/${badge}.svg`} alt={t(`footer.badges.${badge}`)} height={26} width={badge === 'security' ? 72 : 42} loading="lazy" decoding="async" />
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
};
