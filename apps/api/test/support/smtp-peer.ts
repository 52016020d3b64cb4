import { createServer, type Server, type Socket } from 'node:net';

/**
 * A small SMTP server on loopback for the SMTP client's tests: it speaks the protocol's plain-text part
 * (EHLO, AUTH, MAIL, RCPT, DATA, QUIT), offers no STARTTLS, records every line it receives, and can hold
 * its answer to the end of DATA until the test releases it (a slow mail server) or refuse some recipients.
 */
export interface SmtpPeer {
  url: (credentials?: string) => string;
  lines: string[];
  messages: string[];
  /** Holds the reply to the end of each message until `release` is called. */
  holdDelivery: () => void;
  release: () => void;
  close: () => Promise<void>;
}

export async function startSmtpPeer({
  rejectRecipients,
}: {
  /** Recipients whose mailbox it refuses (550, quoting the address, as mail servers do). */
  rejectRecipients?: RegExp;
} = {}): Promise<SmtpPeer> {
  const lines: string[] = [];
  const messages: string[] = [];
  let holding = false;
  const held: Array<() => void> = [];
  const server: Server = createServer((socket: Socket) => {
    socket.setEncoding('utf8');
    socket.write('220 peer ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let message: string[] = [];
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        lines.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(message.join('\n'));
            message = [];
            const reply = () => socket.write('250 queued\r\n');
            if (holding) held.push(reply);
            else reply();
          } else {
            message.push(line);
          }
        } else {
          const verb = line.split(' ')[0]?.toUpperCase();
          if (verb === 'EHLO') socket.write('250-peer\r\n250 AUTH PLAIN\r\n');
          else if (verb === 'AUTH') socket.write('235 ok\r\n');
          else if (verb === 'RCPT' && rejectRecipients?.test(line)) {
            const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
            socket.write(`550 5.1.1 <${address}>: Recipient address rejected: mailbox unavailable\r\n`);
          } else if (verb === 'MAIL' || verb === 'RCPT') socket.write('250 ok\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('502 not here\r\n');
        }
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (credentials = '') => `smtp://${credentials ? `${credentials}@` : ''}127.0.0.1:${port}`,
    lines,
    messages,
    holdDelivery: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const reply of held.splice(0)) reply();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.unref();
      }),
  };
}
