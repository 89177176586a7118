import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render';
import { EditionProvider } from './edition-context';
import { Footer } from './footer/Footer';
import { notLoggedIn, ok, stubApi } from './test-api';
import { pageExists } from './site-pages';

afterEach(() => vi.unstubAllGlobals());

const renderFooter = (edition: 'en' | 'jp') =>
  renderWithApp(
    <EditionProvider value={edition}>
      <Footer />
    </EditionProvider>,
  );

const hrefs = (container: HTMLElement) => within(container).getAllByRole('link').map((a) => a.getAttribute('href'));

describe('footer', () => {
  it('English edition: site links, four link groups, seven social links, badges and copyright', () => {
    stubApi({ 'GET /user/info': notLoggedIn });
    renderFooter('en');
    const footer = screen.getByRole('contentinfo');
    expect(hrefs(screen.getByRole('navigation', { name: 'Site links' }))).toEqual([
      '/about_us', '/privacy_policy', '/terms_of_service', '/sitemap', '/get_help/HowToGetHelp', '/faq',
    ]);
    // only pages that exist today (issue 8 §7): Community shows the gallery and the customer reviews (issue 14),
    // co-create (issue 13), the sponsorship and the licensed program (issue 15)
    for (const group of ['Products', 'Ecosystem', 'Support', 'Community']) {
      expect(within(footer).getByRole('navigation', { name: group })).toBeInTheDocument();
    }
    expect(hrefs(screen.getByRole('navigation', { name: 'Community' }))).toEqual(['/gallery-index', '/co-create', '/home-review-list', '/fusion-pcba-sponsorship', '/licensed-program']);
    expect(hrefs(screen.getByRole('navigation', { name: 'Products' }))).toEqual(['/fusion_pcb', '/pcb-assembly', '/stencil', '/fusion-3d-printing', '/fusion-cnc', '/fusion-cable-assembly', '/fusion_odm']);
    expect(hrefs(screen.getByRole('navigation', { name: 'Ecosystem' }))).toEqual(['/fusion-odm-service', '/kitting-service', '/opl', '/fusion-marketplace', '/distributors']);
    expect(hrefs(screen.getByRole('navigation', { name: 'Support' }))).toContain('/pcb-design-for-manufacture');
    for (const a of within(footer).getAllByRole('link')) {
      const href = a.getAttribute('href') ?? '';
      if (href.startsWith('/')) expect(pageExists(href), href).toBe(true);
    }
    const social = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Facebook', 'Twitter', 'YouTube', 'Instagram', 'LinkedIn', 'GitHub', 'Discord',
    ]);
    for (const alt of ['Mastercard', 'Visa', 'Security scanned site', 'PayPal']) {
      expect(within(footer).getByRole('img', { name: alt })).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent(`© 2008–${new Date().getFullYear()} Fusion`);
  });

  it('Japanese edition: its links to pages that exist, no groups, facebook and twitter only', () => {
    stubApi({ 'GET /user/info': notLoggedIn });
    renderFooter('jp');
    // the standard specifications and the technical guide (spec platform §1) are CMS pages (issue 15)
    expect(hrefs(screen.getByRole('navigation', { name: 'Site links' }))).toEqual([
      '/about_us', '/privacy_policy', '/terms_of_service', '/sitemap', '/get_help/HowToGetHelp', '/faq', '/doc', '/fusion-guide', '/gallery-index',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Products' })).toBeNull();
    const social = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual(['Facebook', 'Twitter']);
  });

  it('newsletter: required e-mail checked by the shared rule, without browser validation', async () => {
    const api = stubApi({ 'GET /user/info': notLoggedIn, 'POST /newsletter/subscribe': () => ok(null) });
    renderFooter('en');
    const input = screen.getByPlaceholderText('Enter Email Address');
    expect(input).toBeRequired();
    expect(input.closest('form')).toHaveAttribute('novalidate');

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Wrong Email')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/newsletter/subscribe')).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you! Please confirm your subscription with the link we have just e-mailed you.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/newsletter/subscribe')?.body).toEqual({ email: 'ada@example.com' });
  });

  it('newsletter: says "Already subscribed" when the address is known', async () => {
    stubApi({
      'GET /user/info': notLoggedIn,
      'POST /newsletter/subscribe': () => ({ code: 4090, msg: 'Already subscribed', key: 'errors.alreadySubscribed', status: 409 }),
    });
    renderFooter('en');
    await userEvent.type(screen.getByPlaceholderText('Enter Email Address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Already subscribed')).toBeInTheDocument();
  });
});
