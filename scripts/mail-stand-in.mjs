#!/usr/bin/env node
// A local mail server for the browser journeys: a real SMTP listener (the service sends through
// SMTP_URL=smtp://127.0.0.1:<smtp port>) that keeps what it receives in memory, and a small HTTP
// endpoint the tests read it from: GET /messages?to=<address> → [{ to, subject, text, date }], newest first.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_STAND_IN_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_STAND_IN_HTTP_PORT ?? 8384);
/** @type {{ to: string[]; subject: string; text: string; date: string }[]} */
const messages = [];

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.unshift({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          date: new Date().toISOString(),
        });
        if (messages.length > 500) messages.length = 500;
        callback();
      })
      .catch(callback);
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1', () => {
    console.log(`mail stand-in ready: smtp ${smtpPort}, http ${httpPort}`);
  });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    smtp.close(() => undefined);
    http.close();
    process.exit(0);
  });
}
