import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter, replace } from '../../forms/testing/typing';
import { renderWithApp } from '../../test/render';
import { fail, ok, stubApi } from '../../forms/testing/fetch-stub';
import { demoUser } from '../../forms/testing/users';
import PersonalDetailPage from './PersonalDetailPage';

// Several Mantine renders per test: generous on a shared 2-core machine (no waiting on time, only on the UI).
afterEach(() => vi.unstubAllGlobals());

describe('PersonalDetailPage', () => {
  it('saves the name with PUT /user/update and re-reads the session', async () => {
    let current = demoUser;
    const api = stubApi({
      'GET /user/info': () => ok(current),
      'PUT /user/update': ({ body }) => {
        current = { ...current, ...(body as object) };
        return ok(current);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<PersonalDetailPage />, { path: '/web/user/personal_detail' });
    const first = await screen.findByLabelText(/^First name/);
    expect(first).toHaveValue('Ada');
    await replace(user, first, ' Augusta ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /user/update').map((c) => c.body)).toEqual([{ first_name: 'Augusta', last_name: 'Lovelace' }]);
    expect(api.callsTo('GET /user/session').length).toBeGreaterThanOrEqual(2);
  });

  it('changes the password and shows a wrong current password under its input', async () => {
    const api = stubApi({
      'GET /user/info': () => ok(demoUser),
      'PUT /user/update': () =>
        fail(422, 4000, 'The current password is not correct.', 'errors.validation', { current_password: 'validation.currentPassword' }),
    });
    const user = userEvent.setup();
    renderWithApp(<PersonalDetailPage />, { path: '/web/user/personal_detail' });
    const section = within(await screen.findByRole('region', { name: 'Change password' }));
    await enter(user, section.getByLabelText(/^Current password/), 'oldpass1');
    await enter(user, section.getByLabelText(/^New password/), 'newpass1');
    await enter(user, section.getByLabelText(/^Confirm new password/), 'newpass1');
    await user.click(section.getByRole('button', { name: 'Change password' }));

    expect(await section.findByText('The current password is not correct')).toBeInTheDocument();
    expect(section.getByLabelText(/^Current password/)).toHaveAccessibleDescription('The current password is not correct');
    expect(api.callsTo('PUT /user/update')[0]?.body).toEqual({
      current_password: 'oldpass1', new_password: 'newpass1', confirm_password: 'newpass1',
    });
    // The email section's own current-password input is untouched.
    const emailSection = within(screen.getByRole('region', { name: 'Change email' }));
    expect(emailSection.getByLabelText(/^Current password/)).not.toHaveAccessibleDescription();
  });

  it('needs matching emails and the current password to change the email', async () => {
    const api = stubApi({ 'GET /user/info': () => ok(demoUser), 'PUT /user/update': () => ok(demoUser) });
    const user = userEvent.setup();
    renderWithApp(<PersonalDetailPage />, { path: '/web/user/personal_detail' });
    const section = within(await screen.findByRole('region', { name: 'Change email' }));
    expect(section.getByText('Current email: ada@example.com')).toBeInTheDocument();
    await enter(user, section.getByLabelText(/^New email/), 'new@example.com');
    await enter(user, section.getByLabelText(/^Confirm new email/), 'other@example.com');
    await user.click(section.getByRole('button', { name: 'Change email' }));
    expect(section.getByText('The email addresses do not match')).toBeInTheDocument();
    expect(section.getByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('PUT /user/update')).toHaveLength(0);

    await replace(user, section.getByLabelText(/^Confirm new email/), 'new@example.com');
    await enter(user, section.getByLabelText(/^Current password/), 'oldpass1');
    await user.click(section.getByRole('button', { name: 'Change email' }));
    expect(await section.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /user/update')[0]?.body).toEqual({
      email: 'new@example.com', email_confirm: 'new@example.com', current_password: 'oldpass1',
    });
    // The form empties after a successful change.
    expect(section.getByLabelText(/^New email/)).toHaveValue('');
  });
});
