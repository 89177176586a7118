// The cart's quantity field (spec platform §5): keeps only digits while typing (minus signs and letters vanish),
// and on leaving the field (or Enter) an empty or 0 value becomes 1. A changed quantity is handed to onCommit,
// which asks the server to re-price the item; the server may snap it to the next step or the maximum, which the
// field then explains.
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { normalizeQuantity, quantityText } from './cart-items';

interface Props {
  value: number;
  label: string;
  disabled?: boolean;
  onCommit(quantity: number): void;
  /** Said under the field while its text is not the quantity the shown price is for ('Price for 10 pcs'). */
  pendingNote: string;
  /** Why the stored quantity is not the one typed (next step, maximum), after the server's answer. */
  adjustedNote?: string | null;
}

export const QuantityInput = ({ value, label, disabled, onCommit, pendingNote, adjustedNote }: Props) => {
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
      size="xs"
      // The price beside the field is for the stored quantity: while the text says otherwise (cleared, retyped,
      // or waiting for the re-price) the field says which quantity the price is for.
      description={text !== String(value) ? pendingNote : adjustedNote ?? undefined}
      inputWrapperOrder={['label', 'input', 'description']}
      styles={{ input: { width: 96 }, description: { maxWidth: 220 } }}
      onChange={(e) => setText(quantityText(e.currentTarget.value))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
};
