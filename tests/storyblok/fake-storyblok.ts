import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Storyblok space in memory behind a local HTTP server: the Management API calls push and
 * pull make (components, component groups, datasources and entries, the signed asset upload,
 * stories), its S3 form, and the Delivery API's stories and datasources. Every request is
 * recorded; `answerNext` makes the next matching request fail as Storyblok would (429, 422).
 */

type Row = Record<string, unknown> & { id: number };

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

interface CannedAnswer {
  method: string;
  path: RegExp;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface FakeStoryblok {
  /** The Management API's base, as STORYBLOK_MANAGEMENT_API_URL takes it (`…/v1`). */
  managementUrl: string;
  /** The Delivery API's base (`…/v2`), as STORYBLOK_API_URL takes it. */
  deliveryUrl: string;
  requests: RecordedRequest[];
  /** Requests that change the space (every one but reads). */
  writes(): RecordedRequest[];
  answerNext(answer: CannedAnswer): void;
  state: {
    components: Row[];
    groups: Row[];
    datasources: Row[];
    entries: Row[];
    assets: Row[];
    stories: Row[];
  };
  close(): Promise<void>;
}

const isWrite = ({ method, path }: RecordedRequest) =>
  method !== 'GET' || path.endsWith('/finish_upload');

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(status === 204 ? undefined : JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const page = <T>(rows: T[], query: URLSearchParams) => {
  const perPage = Number(query.get('per_page') ?? 25);
  const number = Number(query.get('page') ?? 1);
  return rows.slice((number - 1) * perPage, number * perPage);
};

const without = (row: Row, keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key))) as Row;

const withoutContent = (story: Row) => without(story, ['content', 'published_content']);

/** The state each deletable resource of the API lives in. */
const TABLES = {
  components: 'components',
  datasources: 'datasources',
  datasource_entries: 'entries',
  assets: 'assets',
  stories: 'stories',
} as const;

export async function startFakeStoryblok(spaceId = 4242): Promise<FakeStoryblok> {
  const state: FakeStoryblok['state'] = {
    components: [],
    groups: [],
    datasources: [],
    entries: [],
    assets: [],
    stories: [],
  };
  const requests: RecordedRequest[] = [];
  const canned: CannedAnswer[] = [];
  let nextId = 1000;
  const uploads = new Map<string, number>();
  let origin = '';

  const create = (table: Row[], fields: Record<string, unknown>): Row => {
    const row = { ...fields, id: nextId++ };
    table.push(row);
    return row;
  };
  const find = (table: Row[], id: string) => table.find((row) => row.id === Number(id));

  function storyFrom(body: Record<string, unknown>, existing: Row | undefined, publish: boolean) {
    const parent = state.stories.find((row) => row.id === body.parent_id);
    const slug = String(body.slug ?? existing?.slug);
    const folderSlug = parent ? `${String(parent.full_slug)}/` : '';
    const story: Row = {
      ...existing,
      ...body,
      id: existing?.id ?? nextId++,
      uuid: existing?.uuid ?? `remote-${nextId++}`,
      full_slug: body.is_startpage ? folderSlug : `${folderSlug}${slug}`,
      is_folder: Boolean(body.is_folder ?? existing?.is_folder),
      parent_id: body.parent_id ?? existing?.parent_id ?? null,
      created_at: existing?.created_at ?? '2026-01-01T00:00:00.000Z',
      position: existing?.position ?? 0,
      published: Boolean(existing?.published) || publish,
      published_at: publish ? '2026-01-02T00:00:00.000Z' : (existing?.published_at ?? null),
      first_published_at: body.first_published_at ?? existing?.first_published_at ?? null,
    };
    if (publish) story.published_content = story.content;
    story.unpublished_changes =
      Boolean(story.published) &&
      JSON.stringify(story.content) !== JSON.stringify(story.published_content);
    return story;
  }

  /** A Delivery API story: draft or published content, the fields content:check reads. */
  function deliveryStory(row: Row, version: string) {
    const content = version === 'draft' ? row.content : row.published_content;
    return {
      ...without(row, ['published_content', 'unpublished_changes']),
      content,
      lang: 'default',
      alternates: [],
      tag_list: row.tag_list ?? [],
    };
  }

  async function management(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): Promise<[number, unknown]> {
    const route = `${method} ${path}`;
    const match = (pattern: RegExp) => pattern.exec(route);
    let m: RegExpExecArray | null;
    if (route === 'GET /components') return [200, { components: state.components }];
    if (route === 'POST /components')
      return [201, { component: create(state.components, body.component as Row) }];
    if ((m = match(/^PUT \/components\/(\d+)$/))) {
      const row = find(state.components, m[1] ?? '');
      if (!row) return [404, { error: 'Not found' }];
      Object.assign(row, body.component);
      return [200, { component: row }];
    }
    if (route === 'GET /component_groups') return [200, { component_groups: state.groups }];
    if (route === 'POST /component_groups') {
      const group = create(state.groups, body.component_group as Row);
      group.uuid = `group-${group.id}`;
      return [201, { component_group: group }];
    }
    if (route === 'GET /datasources') return [200, { datasources: page(state.datasources, query) }];
    if (route === 'POST /datasources')
      return [201, { datasource: create(state.datasources, body.datasource as Row) }];
    if ((m = match(/^(?:PUT|PATCH) \/datasources\/(\d+)$/))) {
      const row = find(state.datasources, m[1] ?? '');
      Object.assign(row ?? {}, body.datasource);
      return [200, { datasource: row }];
    }
    if (route === 'GET /datasource_entries') {
      const rows = state.entries.filter(
        (row) => String(row.datasource_id) === query.get('datasource_id'),
      );
      return [200, { datasource_entries: page(rows, query) }];
    }
    if (route === 'POST /datasource_entries')
      return [201, { datasource_entry: create(state.entries, body.datasource_entry as Row) }];
    if ((m = match(/^(?:PUT|PATCH) \/datasource_entries\/(\d+)$/))) {
      Object.assign(find(state.entries, m[1] ?? '') ?? {}, body.datasource_entry);
      return [204, null];
    }
    if (route === 'GET /assets') return [200, { assets: page(state.assets, query) }];
    if (route === 'POST /assets') {
      const name = query.get('filename') ?? 'file';
      const asset = create(state.assets, {
        filename: `https://a.storyblok.com/f/${spaceId}/${nextId}/${name}`,
        short_filename: name,
        ext_id: query.get('ext_id'),
        alt: query.get('alt'),
        content_length: null,
        is_private: false,
      });
      const key = `f/${spaceId}/${asset.id}/${name}`;
      return [
        200,
        {
          id: asset.id,
          post_url: `${origin}/s3`,
          pretty_url: `//a.storyblok.com/${key}`,
          public_url: `https://a.storyblok.com/${key}`,
          fields: {
            key,
            acl: 'public-read',
            'Content-Type': 'image/svg+xml',
            'Cache-Control': 'max-age=31536000',
            policy: 'p',
            'x-amz-credential': 'c',
            'x-amz-algorithm': 'a',
            'x-amz-date': 'd',
            'x-amz-signature': 's',
          },
          locked: false,
          meta_data: {},
        },
      ];
    }
    if ((m = match(/^GET \/assets\/(\d+)\/finish_upload$/))) {
      const asset = find(state.assets, m[1] ?? '');
      if (!asset) return [404, { error: 'Not found' }];
      asset.content_length =
        uploads.get(`f/${spaceId}/${asset.id}/${String(asset.short_filename)}`) ?? null;
      return [200, asset];
    }
    if ((m = match(/^GET \/assets\/(\d+)$/))) return [200, find(state.assets, m[1] ?? '')];
    if (route === 'GET /stories')
      return [200, { stories: page(state.stories.map(withoutContent), query) }];
    if ((m = match(/^GET \/stories\/(\d+)$/))) {
      const story = find(state.stories, m[1] ?? '');
      return story
        ? [200, { story: { ...story, published_content: undefined } }]
        : [404, { error: 'Not found' }];
    }
    const publish = query.get('publish') === 'true' || query.get('publish') === '1';
    if (route === 'POST /stories') {
      const story = storyFrom(body.story as Row, undefined, publish);
      state.stories.push(story);
      return [201, { story: withoutContent(story) }];
    }
    if ((m = match(/^PUT \/stories\/(\d+)$/))) {
      const index = state.stories.findIndex((row) => row.id === Number(m?.[1]));
      const story = storyFrom(body.story as Row, state.stories[index], publish);
      state.stories[index] = story;
      return [200, { story: withoutContent(story) }];
    }
    if ((m = match(/^GET \/stories\/(\d+)\/unpublish$/))) {
      const story = find(state.stories, m[1] ?? '');
      if (story)
        Object.assign(story, {
          published: false,
          published_content: undefined,
          unpublished_changes: false,
        });
      return [200, { story }];
    }
    if (
      (m = match(/^DELETE \/(components|datasources|datasource_entries|assets|stories)\/(\d+)$/))
    ) {
      const table = TABLES[m[1] as keyof typeof TABLES];
      const rows = state[table];
      const index = rows.findIndex((row) => row.id === Number(m?.[2]));
      if (index < 0) return [404, { error: 'Not found' }];
      const [removed] = rows.splice(index, 1);
      return [200, { removed }];
    }
    return [404, { error: `The fake space does not answer ${route}` }];
  }

  function delivery(
    path: string,
    query: URLSearchParams,
  ): [number, unknown, Record<string, string>] {
    const version = query.get('version') ?? 'published';
    if (path === '/cdn/stories') {
      const rows = state.stories
        .filter((row) => !row.is_folder && (version === 'draft' || row.published))
        .map((row) => deliveryStory(row, version));
      return [200, { stories: page(rows, query) }, { total: String(rows.length) }];
    }
    if (path === '/cdn/datasources') {
      return [200, { datasources: state.datasources }, { total: String(state.datasources.length) }];
    }
    if (path === '/cdn/datasource_entries') {
      const source = state.datasources.find((row) => row.slug === query.get('datasource'));
      const rows = state.entries.filter((row) => row.datasource_id === source?.id);
      const entries = rows.map(({ id, name, value }) => ({
        id,
        name,
        value,
        dimension_value: null,
      }));
      return [200, { datasource_entries: page(entries, query) }, { total: String(rows.length) }];
    }
    return [404, { error: 'Not found' }, {}];
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const recorded = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
      };
      requests.push(recorded);
      const raw = await readBody(request);
      const answer = canned.findIndex(
        (candidate) => candidate.method === recorded.method && candidate.path.test(recorded.path),
      );
      if (answer >= 0) {
        const [{ status, body, headers }] = canned.splice(answer, 1) as [CannedAnswer];
        return send(response, status, body, headers);
      }
      if (url.pathname === '/s3') {
        const form = await new Response(new Uint8Array(raw), {
          headers: { 'Content-Type': request.headers['content-type'] ?? '' },
        }).formData();
        const file = form.get('file');
        uploads.set(String(form.get('key')), file instanceof Blob ? file.size : 0);
        return send(response, 204, null);
      }
      const spacePrefix = `/v1/spaces/${spaceId}`;
      if (url.pathname.startsWith(spacePrefix)) {
        const body = raw.length ? (JSON.parse(raw.toString()) as Record<string, unknown>) : {};
        const [status, answerBody] = await management(
          recorded.method,
          url.pathname.slice(spacePrefix.length),
          url.searchParams,
          body,
        );
        return send(response, status, answerBody);
      }
      if (url.pathname.startsWith('/v2/')) {
        const [status, answerBody, headers] = delivery(url.pathname.slice(3), url.searchParams);
        return send(response, status, answerBody, headers);
      }
      send(response, 404, { error: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    managementUrl: `${origin}/v1`,
    deliveryUrl: `${origin}/v2`,
    requests,
    writes: () => requests.filter(isWrite),
    answerNext: (answer) => canned.push(answer),
    state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
