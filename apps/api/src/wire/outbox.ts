/** A message of the email sandbox's outbox (latestMessages of email/sandbox.ts), as GET /dev/outbox lists it. */
export function toWireOutboxMessage(message: { to: string; subject: string; text: string; createdAt: Date }) {
  return { ...message, createdAt: message.createdAt.toISOString() };
}
