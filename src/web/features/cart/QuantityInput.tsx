// The cart's quantity field (spec platform §5): keeps only digits while typing (minus signs and letters vanish),
// and on leaving the field (or Enter) an empty or 0 value becomes 1. A changed quantity is handed to onCommit,
// which asks the server to re-price the item.
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { normalizeQuantity, quantityText } from './cart-items';

interface Props {
  value: number;
  label: string;
  disabled?: boolean;
  onCommit(quantity: number): void;
}

export const QuantityInput = ({ value, label, disabled, onCommit }: Props) => {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The server's answer (re-priced item) may change the quantity: show what is stored.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const commit = () => {
    const n = normalizeQuantity(text);
    setText(String(n));
    if (n !== value) onCommit(n);
  };

  return (
    <TextInput
      aria-label={label}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      w={96}
      size="xs"
      onChange={(e) => setText(quantityText(e.currentTarget.value))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
};
