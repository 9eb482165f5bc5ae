import * as z from 'zod/mini';

/**
 * What Storyblok's bridge, running in the previewed page, sends its editor: that it is ready,
 * a ping, and the block an editor clicked (from the block's `_editable` marker).
 */
const bridgeMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('initialized') }),
  z.object({ action: z.literal('ping') }),
  z.object({ action: z.literal('noFocus') }),
  z.object({
    action: z.literal('edit'),
    dataC: z.object({ uid: z.string(), id: z.string(), name: z.string() }),
  }),
]);
export type BridgeMessage = z.infer<typeof bridgeMessageSchema>;

/** A message from the preview, or null for anything else (the bridge's menu actions included). */
export function parseBridgeMessage(data: unknown): BridgeMessage | null {
  const parsed = bridgeMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** One step from the story's root to a block, as Storyblok's editor describes the way down. */
export interface Breadcrumb {
  _uid: string;
  component: string;
}

/** What the editor sends the bridge, as Storyblok's editor does. */
export type EditorMessage =
  | { action: 'enterEditmode'; storyId: number }
  | { action: 'pingBack' }
  | { action: 'input'; story: { id: number } }
  | { action: 'change'; storyId: number }
  | {
      action: 'enterComponent';
      storyId: number;
      componentId: string;
      blok: { uid: string; name: string };
      breadcrumbs: Breadcrumb[];
    }
  | { action: 'deselectBlok' };
