import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { inTransaction, type Database } from '../db/sql';
import { testDatabaseLocation } from '@/tests/gateway/test-database';
import { TEST_NOW } from '@/tests/gateway/test-gateway';
import { createMailer, type MailMessage, type MailTransport } from './mailer';
import { latestOutboxMessages } from './outbox';
import { smtpTransport } from './smtp-transport';

const FROM = 'So Energy <hello@so.energy>';
const MESSAGE: MailMessage = {
  to: 'alex@example.com',
  subject: 'Your So Energy password has been changed',
  text: 'Hello Alex,\n\nBest wishes,\nSo Energy\n',
};

let database: Database;
beforeEach(async () => {
  database = openDatabase(await testDatabaseLocation());
  await migrate(database);
});

/** A transport that keeps what it is given. */
function recordingTransport() {
  const delivered: (MailMessage & { from: string })[] = [];
  const transport: MailTransport = {
    deliver: async (message) => {
      delivered.push(message);
    },
  };
  return { delivered, transport };
}

describe('the mailer', () => {
  it('keeps every message in the outbox, unsent without a transport', async () => {
    const mailer = createMailer({ database, now: () => TEST_NOW, from: FROM });
    await mailer.send(database, MESSAGE);
    await mailer.settled();
    expect(await latestOutboxMessages(database)).toEqual([
      {
        id: 1,
        recipient: 'alex@example.com',
        subject: MESSAGE.subject,
        body: MESSAGE.text,
        createdAt: '2026-03-15T10:00:00.000Z',
        sentAt: null,
        failedAt: null,
      },
    ]);
  });

  it('delivers it afterwards with a transport, and notes when', async () => {
    const { delivered, transport } = recordingTransport();
    const mailer = createMailer({ database, now: () => TEST_NOW, from: FROM, transport });
    await mailer.send(database, MESSAGE);
    expect(delivered).toEqual([]);
    await mailer.settled();
    expect(delivered).toEqual([{ from: FROM, ...MESSAGE }]);
    expect((await latestOutboxMessages(database))[0]?.sentAt).toBe('2026-03-15T10:00:00.000Z');
  });

  it('delivers nothing written by a transaction that was rolled back', async () => {
    const { delivered, transport } = recordingTransport();
    const mailer = createMailer({ database, now: () => TEST_NOW, from: FROM, transport });
    await expect(
      inTransaction(database, async (transaction) => {
        await mailer.send(transaction, MESSAGE);
        throw new Error('the request failed after all');
      }),
    ).rejects.toThrow();
    await mailer.settled();
    expect(delivered).toEqual([]);
    expect(await latestOutboxMessages(database)).toEqual([]);
  });

  it('delivers a message written in a transaction only once that has committed', async () => {
    const { delivered, transport } = recordingTransport();
    const mailer = createMailer({ database, now: () => TEST_NOW, from: FROM, transport });
    await inTransaction(database, async (transaction) => {
      await mailer.send(transaction, MESSAGE);
      await mailer.settled();
      expect(delivered).toEqual([]);
    });
    await mailer.settled();
    expect(delivered).toEqual([{ from: FROM, ...MESSAGE }]);
  });

  it('logs a failed delivery and leaves the message unsent, without throwing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const transport: MailTransport = { deliver: () => Promise.reject(new Error('refused')) };
    const mailer = createMailer({ database, now: () => TEST_NOW, from: FROM, transport });
    await expect(mailer.send(database, MESSAGE)).resolves.toBeUndefined();
    await mailer.settled();
    expect((await latestOutboxMessages(database))[0]).toMatchObject({
      sentAt: null,
      failedAt: '2026-03-15T10:00:00.000Z',
    });
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`("${MESSAGE.subject}") could not be sent`),
      expect.any(Error),
    );
    expect(JSON.stringify(errors.mock.calls)).not.toContain('alex@example.com');
    errors.mockRestore();
  });
});

/** The least of an SMTP server that takes one message: what the client said, line by line. */
function smtpServer() {
  const received: string[] = [];
  const server: Server = createServer((socket: Socket) => {
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      let end;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        received.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            reply('250 queued');
          }
        } else if (/^(EHLO|HELO)/i.test(line)) reply('250 test');
        else if (/^DATA/i.test(line)) {
          inData = true;
          reply('354 go ahead');
        } else if (/^QUIT/i.test(line)) {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return { server, received };
}

describe('smtpTransport', () => {
  it('sends to the SMTP server its URL names', async () => {
    const { server, received } = smtpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await smtpTransport(`smtp://127.0.0.1:${port}`).deliver({ from: FROM, ...MESSAGE });
      expect(received).toEqual(
        expect.arrayContaining([
          'MAIL FROM:<hello@so.energy>',
          'RCPT TO:<alex@example.com>',
          `Subject: ${MESSAGE.subject}`,
          'Hello Alex,',
        ]),
      );
    } finally {
      server.close();
    }
  });
});
