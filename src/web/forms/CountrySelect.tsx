// A searchable country picker in the edition's language (the order pages' shipping estimate). Until it first opens
// it holds only the chosen country: naming, sorting and parsing some 250 countries took 15–20 ms of the PCB page's
// first render and again on every price update, for a list few visitors open (issue 17). Opening it, by click, key
// or typing, brings the whole list.
import { useState } from 'react';
import { Select } from '@mantine/core';
import { countryName, countryOptions } from '../../shared/rules/country-name';
import type { Lang } from '../../shared/ids';

interface CountrySelectProps {
  label: string;
  /** The countries to offer (ISO alpha-2). */
  codes: Iterable<string>;
  value: string;
  onChange(code: string): void;
  lang: Lang;
}

export const CountrySelect = ({ label, codes, value, onChange, lang }: CountrySelectProps) => {
  const [opened, setOpened] = useState(false);
  const data = opened ? countryOptions(codes, lang) : [{ value, label: countryName(value, lang) }];
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(v) => v && onChange(v)}
      onDropdownOpen={() => setOpened(true)}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
