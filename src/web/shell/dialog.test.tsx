import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme';
import { DialogHost, openDialog } from './dialog';

const renderHost = () =>
  render(
    <MantineProvider theme={theme}>
      <DialogHost />
    </MantineProvider>,
  );

describe('generic dialog', () => {
  it('resolves true when confirmed and false when cancelled', async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = openDialog({ title: 'Delete address?', body: 'This cannot be undone.', withCancel: true });
    });
    expect(await screen.findByText('This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = openDialog({ title: 'Delete address?', body: 'Second time.', withCancel: true });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('a message dialog has a single Close button', async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = openDialog({ title: 'Saved', body: 'Your address was saved.' });
    });
    await screen.findByText('Your address was saved.');
    // the modal's own close (X) comes first; the dialog's button is the last one
    const close = screen.getAllByRole('button', { name: 'Close' });
    expect(close).toHaveLength(2);
    await userEvent.click(close[1] as HTMLElement);
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
