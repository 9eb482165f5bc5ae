import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './button';

describe('Button', () => {
  it.each(buttonVariants.flatMap((variant) => buttonSizes.map((size) => [variant, size] as const)))(
    'renders the %s variant at size %s as a named button',
    (variant, size) => {
      render(
        <Button variant={variant} size={size}>
          Get a quote
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Get a quote' });
      expect(button).toHaveClass(variant, size);
      expect(button).toHaveAttribute('type', 'button');
    },
  );

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps its name and label (so its width), shows busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Submit reading
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit reading' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Submit reading');
    expect(button.querySelector('svg')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled cannot be pressed and shows no spinner', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('svg')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form when asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('ButtonLink', () => {
  it('is a link that looks like a button', () => {
    render(
      <ButtonLink href="/get-a-quote" variant="secondary" size="small">
        Get a quote
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Get a quote' });
    expect(link).toHaveAttribute('href', '/get-a-quote');
    expect(link).toHaveClass('secondary', 'small');
  });
});
