import * as z from 'zod/mini';
import { englishIssues, type RichTextDoc, type RichTextNode } from '@/lib/content/fields';
import { blockIssues, isChildBlokList } from './block-definition';
import type { InvalidBlok, RenderableBlok } from './renderable-blok';
import { blockSchemas } from './schemas';

type Schemas = Readonly<Record<string, z.ZodMiniType>>;

const renderable = z.looseObject({
  _uid: z.catch(z.string(), '(no _uid)'),
  component: z.catch(z.string(), '(no component)'),
  hidden: z.catch(z.optional(z.boolean()), false),
});

function invalid(_uid: string, component: string, issues: InvalidBlok['_issues']): InvalidBlok {
  if (typeof window === 'undefined') {
    const detail = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    console.warn(`Skipped block ${component} (${_uid}): ${detail || 'not in the registry'}`);
  }
  return { _uid, component, _issues: issues };
}

/**
 * A blok and the bloks in it as a page renders them: each checked by its block's schema, hidden
 * ones left out, and one that fails replaced by what was wrong (shown to editors; logged on the
 * server). Runs where a page's content is loaded and in the visual editor, so no page's
 * JavaScript carries the schemas.
 */
export function parseBlok(raw: unknown, schemas: Schemas = blockSchemas): RenderableBlok | null {
  const { _uid, component, hidden } = renderable.parse(raw ?? {});
  if (hidden) return null;
  const schema = schemas[component];
  if (!schema) return invalid(_uid, component, []);
  const result = schema.safeParse(raw, englishIssues);
  if (!result.success) return invalid(_uid, component, blockIssues(result.error));
  const fields = Object.entries(result.data as Record<string, unknown>).map(([key, value]) => [
    key,
    withBloksParsed(value, schemas),
  ]);
  return Object.fromEntries(fields) as RenderableBlok;
}

/** A field's value with the bloks it holds parsed: a list of bloks, or rich text's blok nodes. */
function withBloksParsed(value: unknown, schemas: Schemas): unknown {
  if (isChildBlokList(value)) return parseBloks(value, schemas);
  if (isRichTextDoc(value)) return { ...value, content: value.content.map((node) => inNode(node)) };
  return value;

  function inNode(node: RichTextNode): RichTextNode {
    const body = node.type === 'blok' ? node.attrs?.body : undefined;
    return {
      ...node,
      ...(Array.isArray(body) && { attrs: { ...node.attrs, body: parseBloks(body, schemas) } }),
      ...(node.content && { content: node.content.map(inNode) }),
    };
  }
}

const isRichTextDoc = (value: unknown): value is RichTextDoc =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc';

export function parseBloks(raw: readonly unknown[], schemas: Schemas = blockSchemas) {
  return raw.map((blok) => parseBlok(blok, schemas)).filter((blok) => blok !== null);
}
