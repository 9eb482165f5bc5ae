import * as z from 'zod/mini';
import { sessionGrantSchema } from './session-grant';

/**
 * What one tab tells the others: it signed in or renewed (here is the new token, so nobody else
 * needs to refresh), or the session is over (ended: it failed, rather than the customer left).
 */
export const sessionMessageSchema = z.union([
  z.object({ type: z.literal('signed-in'), grant: sessionGrantSchema }),
  z.object({ type: z.literal('signed-out'), ended: z.boolean() }),
]);
export type SessionMessage = z.infer<typeof sessionMessageSchema>;

export interface SessionChannel {
  post(message: SessionMessage): void;
  subscribe(listener: (message: SessionMessage) => void): () => void;
}

const CHANNEL_NAME = 'so-energy-session';

/** The tabs of this site in this browser; null where BroadcastChannel is missing. */
export function createBroadcastSessionChannel(): SessionChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        const message = sessionMessageSchema.safeParse(event.data);
        if (message.success) listener(message.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
