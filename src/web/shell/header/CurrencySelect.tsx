// The display currency picker (English edition; spec platform §1 lists the supported currencies).
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, CURRENCY_SYMBOLS } from '../../../shared/money';
import { useCurrency } from '../currency';
import { ChevronDownIcon } from '../icons';

export const CurrencySelect = () => {
  const { t } = useTranslation(['shell', 'common']);
  const { currency, setCurrency } = useCurrency();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          aria-label={t('shell:header.currency', { currency })}
          rightSection={<ChevronDownIcon />}
        >
          {currency} {CURRENCY_SYMBOLS[currency]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CURRENCIES.map((c) => (
          <Menu.Item
            key={c}
            onClick={() => setCurrency(c)}
            aria-current={c === currency ? 'true' : undefined}
            fw={c === currency ? 700 : undefined}
          >
            {CURRENCY_SYMBOLS[c]} {c} · {t(`common:currency.${c}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
