import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '../api/client';
import { theme } from './theme';
import { clearToasts, errorMessage, showError, ToastViewport } from './toast';

afterEach(() => clearToasts());

describe('toasts', () => {
  it('translates an API error by its key, and falls back to the server message, then the generic text', () => {
    expect(errorMessage(new ApiError(4040, 'Order missing', 'errors.notFound', undefined, 404))).toBe('Not found.');
    expect(errorMessage(new ApiError(4090, 'Coupon used up', 'coupon.usedUp', undefined, 409))).toBe('Coupon used up');
    expect(errorMessage(new ApiError(5000, 'boom', 'errors.generic', undefined, 500, 'req-1'))).toBe(
      'The request failed. Please try again later. Reference: req-1',
    );
    expect(errorMessage(new Error('TypeError: x is undefined'))).toBe('The request failed. Please try again later.');
  });

  it('shows errors in the viewport', async () => {
    render(
      <MantineProvider theme={theme}>
        <ToastViewport />
      </MantineProvider>,
    );
    act(() => {
      showError(new ApiError(4302, 'Please sign in.', 'errors.notLoggedIn', undefined, 401));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in.');
  });
});
