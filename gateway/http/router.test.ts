import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/gateway/contract/endpoint';
import type { GatewayDeps } from '../deps';
import { createRouter } from './router';
import { ShapedJson } from './shaped-json';

const tariff = z.object({ name: z.string(), rates: z.array(z.object({ pence: z.number() })) });

const getTariff = defineEndpoint({
  method: 'get',
  path: '/tariff',
  summary: 'A tariff',
  tag: 'test',
  auth: 'none',
  response: tariff,
  status: 200,
});

const forget = defineEndpoint({ ...getTariff, method: 'delete', response: null, status: 204 });

/** An app with one endpoint answered by `answer`; endpoints without auth use no deps. */
function appAnswering(answer: () => z.input<typeof tariff> | ShapedJson<z.output<typeof tariff>>) {
  const app = new OpenAPIHono();
  const router = createRouter(app, {} as GatewayDeps);
  router.add(getTariff, answer);
  router.add(forget, () => undefined);
  return app;
}

describe('the router', () => {
  it('shapes an answer by the response schema, dropping what the contract does not name', async () => {
    const leaky = { name: 'So Flex', secret: 1, rates: [{ pence: 25.3, wholesale: 9.9 }] };
    const response = await appAnswering(() => leaky).request('/tariff');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'So Flex', rates: [{ pence: 25.3 }] });
  });

  it('sends an answer shaped already as it is, as JSON', async () => {
    const text = '{"name":"So Flex","rates":[]}';
    const response = await appAnswering(() => new ShapedJson(text)).request('/tariff');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe(text);
  });

  it('answers 204 with no body where the contract has no response', async () => {
    const response = await appAnswering(() => new ShapedJson('{}')).request('/tariff', {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});
