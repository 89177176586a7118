// The promotional strip above the header (spec platform §2), from POST /help/top-banner, cached per language
// (banner-cache.ts). It waits for the A/B key from the system setting so a changed campaign shows at once.
// On a prerendered page the server has already written the current banner into the HTML (http/banner-slot.ts, with
// its data in <script id="fusion-banner">): the strip shows that one until its own answer arrives, so the first
// render matches the HTML and nothing moves when the answer comes (issue 17).
import { Anchor, Box, Image, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Banner } from '../../../shared/contracts/content';
import { bannerBackground, bannerLinkKind, bannerShows, fillPrices, firstBanner } from '../../../shared/content/banner';
import { call } from '../../api/client';
import { browserStorage } from '../currency-storage';
import { useEdition } from '../edition-context';
import { useSystemSetting } from '../queries';
import { useCurrency } from '../currency';
import { loadBanner } from './banner-cache';

const BannerLink = ({ link, children }: { link: string; children: React.ReactNode }) => {
  const kind = bannerLinkKind(link);
  if (kind === 'internal') {
    return (
      <Anchor component={Link} to={link} c="inherit" underline="never">
        {children}
      </Anchor>
    );
  }
  if (kind === 'external') {
    return (
      <Anchor href={link} c="inherit" underline="never" target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    );
  }
  return <>{children}</>;
};

/** The strip itself, for a banner and its text with prices filled in (also the build's templates: prerender-entry). */
export const PromoBannerView = ({ banner, desc }: { banner: Banner; desc: string }) => (
  <Box component="aside" aria-label={desc || undefined} style={{ background: bannerBackground(banner.color) }} c="white" ta="center">
    <BannerLink link={banner.link}>
      {/* A wide banner image is unreadable on a phone: phones get the description as text. */}
      {banner.image && <Image src={banner.image} alt={desc} mah={60} fit="contain" mx="auto" visibleFrom={banner.desc ? 'sm' : undefined} />}
      {banner.desc && (
        <Text size="sm" fw={600} py={6} px="md" hiddenFrom={banner.image ? 'sm' : undefined}>
          {desc}
        </Text>
      )}
    </BannerLink>
  </Box>
);

const isBanner = (v: unknown): v is Banner => {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Record<string, unknown>;
  return ['image', 'link', 'desc', 'color'].every((k) => typeof b[k] === 'string');
};

let written: { banner: Banner | null } | undefined;
/** The banner the server wrote into this page's HTML (undefined: it wrote none), read once. */
const writtenBanner = (): { banner: Banner | null } | undefined => {
  if (written === undefined && typeof document !== 'undefined') {
    const raw = document.getElementById('fusion-banner')?.textContent;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : undefined;
      written = parsed === null || isBanner(parsed) ? { banner: parsed } : undefined;
    } catch {
      written = undefined;
    }
  }
  return written;
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
  const data = banner.data !== undefined ? banner.data : (writtenBanner()?.banner ?? null);
  if (!bannerShows(data)) return null;
  return <PromoBannerView banner={data} desc={fillPrices(data.desc, format)} />;
};
