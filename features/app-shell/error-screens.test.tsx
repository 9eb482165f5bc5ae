import { render, screen } from '@testing-library/react';
import { ErrorPageBoundary } from './error-page-boundary';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it.each([
    ['generic', 'An error occurred', 'Please try again in a few minutes.'],
    [
      'notFound',
      "The page you were looking for doesn't exist.",
      'You may have mistyped the address or the page may have moved.',
    ],
    [
      'network',
      "Uh oh, looks like there's no internet!",
      'Please check your connection and try again.',
    ],
  ] as const)('shows the %s variant with a Go to Homepage button', (variant, heading, line) => {
    render(<ErrorScreen variant={variant} />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('takes a page title above the variant and another button', () => {
    render(
      <ErrorScreen
        variant="notFound"
        title="This page could not be found"
        buttonLabel="Try again"
        buttonHref="/tips"
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The page you were looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/tips');
  });
});

describe('ErrorPageBoundary', () => {
  function Broken(): never {
    throw new Error('Cannot read the error details');
  }

  it('says the error page failed, with the details and a link home', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorPageBoundary originalError="the page failed with status 500">
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/the page failed with status 500/)).toBeInTheDocument();
    expect(screen.getByText(/Cannot read the error details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    error.mockRestore();
  });

  it('shows the error page itself when it renders', () => {
    render(
      <ErrorPageBoundary originalError="x">
        <ErrorScreen variant="generic" />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
  });
});
