// The promotional strip above the header (spec platform §2), from POST /help/top-banner, cached per language
// (banner-cache.ts). It waits for the A/B key from the system setting so a changed campaign shows at once.
import { Anchor, Box, Image, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Banner } from '../../../shared/contracts/content';
import { call } from '../../api/client';
import { browserStorage } from '../currency-storage';
import { useEdition } from '../edition-context';
import { useSystemSetting } from '../queries';
import { useCurrency } from '../currency';
import { loadBanner } from './banner-cache';
import { fillPrices } from './fill-prices';

/** The server answers the edition's active banners in order; the strip shows the first. */
const firstBanner = (data: Banner[] | Banner | null | undefined): Banner | null =>
  (Array.isArray(data) ? data[0] : data) ?? null;

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;

const BannerLink = ({ link, children }: { link: string; children: React.ReactNode }) => {
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Anchor component={Link} to={link} c="inherit" underline="never">
        {children}
      </Anchor>
    );
  }
  if (/^https?:\/\//i.test(link)) {
    return (
      <Anchor href={link} c="inherit" underline="never" target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    );
  }
  return <>{children}</>;
};

export const PromoBanner = () => {
  const edition = useEdition();
  const setting = useSystemSetting();
  const settled = !setting.isPending;
  const abKey = setting.data?.banner_use_abtest_key;

  const banner = useQuery({
    queryKey: ['banner', edition, abKey ?? null],
    enabled: settled,
    staleTime: Infinity,
    queryFn: () =>
      loadBanner({
        storage: browserStorage(),
        lang: edition,
        now: Date.now,
        abKey,
        fetch: async () =>
          firstBanner(await call('POST /help/top-banner', { body: { type: edition === 'jp' ? 'fusionjp' : 'fusion' } })),
      }),
  });

  const { format } = useCurrency();
  const data = banner.data;
  if (!data || (!data.image && !data.desc)) return null;
  const desc = fillPrices(data.desc, format);
  const background = SAFE_COLOR.test(data.color) ? data.color : 'var(--mantine-color-green-7)';

  return (
    <Box component="aside" aria-label={desc || undefined} style={{ background }} c="white" ta="center">
      <BannerLink link={data.link}>
        {/* A wide banner image is unreadable on a phone: phones get the description as text. */}
        {data.image && <Image src={data.image} alt={desc} mah={60} fit="contain" mx="auto" visibleFrom={data.desc ? 'sm' : undefined} />}
        {data.desc && (
          <Text size="sm" fw={600} py={6} px="md" hiddenFrom={data.image ? 'sm' : undefined}>
            {desc}
          </Text>
        )}
      </BannerLink>
    </Box>
  );
};
