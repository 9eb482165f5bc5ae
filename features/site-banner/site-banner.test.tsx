import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeBannerConfig,
  makeBannerConfigBlok,
  makeReviewBannerConfig,
} from '@/tests/utils/site-banner';
import { bannerConfigSchema } from './schema';
import { SiteBanner } from './site-banner';

describe('SiteBanner', () => {
  it('shows the heading and action button, and Find out more toggles the dropdown', async () => {
    render(<SiteBanner config={makeBannerConfig()} path="/" />);
    const banner = screen.getByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('The energy price cap changes on 1 October');
    expect(screen.getByRole('link', { name: 'See our tariffs' })).toHaveAttribute(
      'href',
      '/our-tariffs',
    );

    const toggle = screen.getByRole('button', { name: 'Find out more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Ofgem has set a new price cap/)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Ofgem has set a new price cap/)).toBeVisible();
    expect(screen.getByText(/your prices stay the same/)).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.queryByText(/Ofgem has set a new price cap/)).not.toBeVisible();
  });

  it('shows the review-site variant with its image and action', () => {
    render(<SiteBanner config={makeReviewBannerConfig()} path="/" />);
    const image = screen.getByRole('img', { name: 'So Energy reviews' });
    expect(image).toHaveAttribute('src', '/favicon.svg');
    expect(image).toHaveAttribute('width', '32');
    expect(image).toHaveAttribute('height', '32');
    expect(screen.getByRole('link', { name: 'Read our reviews' })).toHaveAttribute(
      'href',
      '/reviews',
    );
    expect(screen.queryByRole('button', { name: 'Find out more' })).not.toBeInTheDocument();
  });

  it('sizes a Storyblok image from its URL', () => {
    const logo = 'https://a.storyblok.com/f/39898/160x32/e4ec08624e/reviews.png';
    const config = makeReviewBannerConfig({ bannerImage: { filename: logo, alt: 'Reviews' } });
    render(<SiteBanner config={config} path="/" />);

    const image = screen.getByRole('img', { name: 'Reviews' });
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '32');
  });

  it('renders nothing when it should not show', () => {
    const { container } = render(
      <SiteBanner config={makeBannerConfig({ pagesToShowOn: ['/tips'] })} path="/about" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('bannerConfigSchema', () => {
  it('gives the same result when its output is parsed again', () => {
    const once = makeReviewBannerConfig({
      pagesToShowOn: [{ linktype: 'story', cached_url: 'reviews' }],
    });
    expect(bannerConfigSchema.parse(once)).toEqual(once);
  });

  it('drops an unsafe image and unsafe links', () => {
    const config = bannerConfigSchema.parse(
      makeBannerConfigBlok({
        bannerImage: { filename: 'javascript:alert(1)', alt: 'x' },
        actionButton: [{ label: 'Click', link: 'javascript:alert(1)' }],
      }),
    );
    expect(config.bannerImage).toBeUndefined();
    expect(config.actionButton[0]?.link).toBeUndefined();
  });

  it('reads an unknown variant as standard', () => {
    expect(makeBannerConfig({ variant: '' }).variant).toBe('standard');
  });
});
