import { ButtonLink } from '@/lib/ui/button';
import { Panel } from '../screen/panel';

/** The way to a quote for the new home: the quote journey, with its postcode filled in. */
export function NewHomeQuote({ postcode }: { postcode: string }) {
  return (
    <Panel heading="Your new home">
      <p>
        Take So Energy with you: get a quote for your new home in a couple of minutes. We have
        filled in its postcode.
      </p>
      <p>
        <ButtonLink href={`/energy/quote?postcode=${encodeURIComponent(postcode)}`}>
          Get a quote for {postcode}
        </ButtonLink>
      </p>
    </Panel>
  );
}
