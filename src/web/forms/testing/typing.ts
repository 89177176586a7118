// Test helper: enters text into an input the way a paste does (one input event instead of one per key), which
// keeps Mantine form tests fast on a busy machine while still going through focus and change handlers.
import type { UserEvent } from '@testing-library/user-event';

export const enter = async (user: UserEvent, input: HTMLElement, value: string): Promise<void> => {
  await user.click(input);
  await user.paste(value);
};

/** Replaces an input's text. */
export const replace = async (user: UserEvent, input: HTMLElement, value: string): Promise<void> => {
  await user.clear(input);
  await user.paste(value);
};
