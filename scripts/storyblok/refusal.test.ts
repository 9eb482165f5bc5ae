import { ClientError } from '@storyblok/management-api-client';
import { attempt, RefusedError, refusedFields } from './refusal';

const refusal = (status: number, data: unknown) =>
  new ClientError('Unprocessable Entity', { status, statusText: 'Unprocessable Entity', data });

describe('refusals', () => {
  it('reads the fields Storyblok names, at any depth', () => {
    expect(
      refusedFields({ error: 'Invalid', component: { name: ['has already been taken'] } }),
    ).toEqual([['component.name', 'has already been taken']]);
  });

  it('names the item, the fields and Storyblok’s words', async () => {
    const error = await attempt('component hero', () =>
      Promise.reject(refusal(422, { name: ['has already been taken'] })),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RefusedError);
    expect(error).toMatchObject({
      item: 'component hero',
      fields: ['name'],
      message: 'Storyblok refused component hero (field name): name has already been taken',
    });
  });

  it('says the status when the body names nothing', async () => {
    await expect(attempt('asset /a.svg', () => Promise.reject(refusal(403, '')))).rejects.toThrow(
      'Storyblok refused asset /a.svg: 403 Unprocessable Entity',
    );
  });

  it('lets server failures and other errors through as they are', async () => {
    const failure = refusal(500, { error: 'Oops' });
    await expect(attempt('story about', () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
