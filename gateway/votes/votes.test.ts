import { z } from 'zod';
import { makeVoteRequest } from '@/tests/utils/make-page-block-requests';
import { queryAll } from '../db/sql';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const POLL = '/api/v1/votes/next-green-generator';

const vote = (body: unknown, path = POLL) => gateway.request(path, { method: 'POST', json: body });

const storedVotes = () =>
  queryAll(
    gateway.database,
    z.object({ optionId: z.string(), voterHash: z.string() }),
    gateway.database
      .selectFrom('poll_votes')
      .select(['option_id as optionId', 'voter_hash as voterHash']),
  );

describe('votes', () => {
  it('answers an empty poll with no results', async () => {
    const response = await gateway.request(POLL);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      pollId: 'next-green-generator',
      totalVotes: 0,
      results: [],
    });
  });

  it('counts a vote and answers the results as whole percentages, most votes first', async () => {
    await vote(makeVoteRequest({ optionId: 'solar-farms' }));
    await vote(makeVoteRequest({ optionId: 'onshore-wind' }));
    const response = await vote(makeVoteRequest({ optionId: 'onshore-wind' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      pollId: 'next-green-generator',
      totalVotes: 3,
      results: [
        { optionId: 'onshore-wind', votes: 2, percentage: 67 },
        { optionId: 'solar-farms', votes: 1, percentage: 33 },
      ],
      yourVote: 'onshore-wind',
      counted: true,
    });
    expect((await (await gateway.request(POLL)).json()).totalVotes).toBe(3);
  });

  it('counts one vote per browser: a second vote keeps the first', async () => {
    const voterId = 'the-same-browser-0001';
    await vote(makeVoteRequest({ voterId, optionId: 'small-hydro' }));
    const again = await vote(makeVoteRequest({ voterId, optionId: 'onshore-wind' }));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      totalVotes: 1,
      results: [{ optionId: 'small-hydro', votes: 1, percentage: 100 }],
      yourVote: 'small-hydro',
      counted: false,
    });
    expect(await storedVotes()).toHaveLength(1);
  });

  it('stores only a hash of the browser id', async () => {
    const voterId = 'raw-browser-id-0000001';
    await vote(makeVoteRequest({ voterId }));
    const [stored] = await storedVotes();
    expect(stored?.voterHash).toMatch(/^[0-9a-f]{64}$/);
    const everyColumn = await queryAll(
      gateway.database,
      z.record(z.string(), z.unknown()),
      gateway.database.selectFrom('poll_votes').selectAll(),
    );
    expect(JSON.stringify(everyColumn)).not.toContain(voterId);
  });

  it('keeps polls apart', async () => {
    const voterId = 'one-browser-two-polls';
    await vote(makeVoteRequest({ voterId }));
    const other = await vote(makeVoteRequest({ voterId }), '/api/v1/votes/another-poll');
    expect(await other.json()).toMatchObject({ totalVotes: 1, counted: true });
  });

  it('refuses a thirteenth option, so a script cannot fill a poll with made-up ones', async () => {
    for (let option = 1; option <= 12; option += 1) {
      expect((await vote(makeVoteRequest({ optionId: `option-${option}` }))).status).toBe(200);
    }
    const response = await vote(makeVoteRequest({ optionId: 'option-13' }));
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual([
      expect.objectContaining({ path: 'body.optionId' }),
    ]);
    expect((await vote(makeVoteRequest({ optionId: 'option-3' }))).status).toBe(200);
  });

  it.each([
    ['/api/v1/votes/Not_A_Poll', { optionId: 'onshore-wind' }, 'params.pollId'],
    [POLL, { optionId: 'Onshore Wind' }, 'body.optionId'],
    [POLL, { voterId: 'short' }, 'body.voterId'],
  ])('%s with %j → 400 naming %s', async (path, overrides, field) => {
    const response = await vote(makeVoteRequest(overrides), path);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual(expect.objectContaining({ path: field }));
    expect(await storedVotes()).toEqual([]);
  });
});
