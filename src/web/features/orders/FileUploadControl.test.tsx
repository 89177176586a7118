// The order pages' one upload control (issue 8 review): a server refusal is shown in words and the file kept; a file
// sent clears the control. (A receipt refused before sending: OrderListPage.test.tsx.)
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/client';
import { ApiCode } from '../../../shared/api-codes';
import { renderWithApp } from '../../test/render';
import { FileUploadControl } from './FileUploadControl';
import { useOrderAction } from './use-order-action';

const pdf = () => new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

const Control = ({ upload }: { upload: (f: File) => Promise<string> }) => (
  <FileUploadControl label="Receipt" placeholder="Choose" accept=".pdf" uploadLabel="Send" action={useOrderAction()} upload={upload} />
);

describe('FileUploadControl', () => {
  it("shows the server's refusal in words and keeps the file for another try", async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => {
      throw new ApiError(ApiCode.failed, 'no', 'errors.receiptNotWaiting', undefined, 409);
    });
    const { container } = renderWithApp(<Control upload={upload} />);
    await user.upload(fileInput(container), pdf());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has no receipt waiting for a check.');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('clears the control once the file is sent', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => 'Sent.');
    const { container } = renderWithApp(<Control upload={upload} />);
    await user.upload(fileInput(container), pdf());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'receipt.pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
