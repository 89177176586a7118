// The back-to-top button (spec platform §2): appears once the page has scrolled past a screenful.
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from './icons';

const SHOW_AFTER_PX = 400;

export const BackToTop = () => {
  const { t } = useTranslation('common');
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > SHOW_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={t('actions.backToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <ArrowUpIcon />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
};
