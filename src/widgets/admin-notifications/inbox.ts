import { collectionOf } from '../../collections';
import { matchesQuery } from '../../admin/store';
import type { StaffNotification } from '../../shared/schema/journal';
import { contactKind, type ResidentMessage } from '../../shared/schema/resident';

/*
 * The notifications screen's decisions, apart from React (unit-tested): how to reach a
 * resident back, which messages to show, and which lines are new.
 */

/** `mailto:` for an e-mail address, `tel:` (digits and a leading +) for a phone number, else nothing. */
export function contactHref(contact: string): string | undefined {
  const text = contact.trim();
  const kind = contactKind(text);
  if (kind === 'email') return `mailto:${text}`;
  if (kind === 'phone') return `tel:${text.startsWith('+') ? '+' : ''}${text.replace(/\D/g, '')}`;
  return undefined;
}

export type MessageFilter = 'open' | 'all';

/**
 * The messages to list: all, or those still to handle — plus those handled during this visit
 * (`kept`), so a message marked handled stays in place, its button now « Rouvrir », until the
 * filter changes. The header's search narrows either.
 */
export function selectMessages(messages: readonly ResidentMessage[], filter: MessageFilter, query: string, kept: ReadonlySet<number> = new Set()): ResidentMessage[] {
  return messages.filter(
    (message) => (filter === 'all' || message.handledAt === null || kept.has(message.id)) && matchesQuery(query, [message.name, message.contact, message.message]),
  );
}

/** The unread notifications, by what they are about: the messages and the content items that are new. */
export function unreadSubjects(notifications: readonly StaffNotification[]): { messages: Set<number>; notifications: Set<number> } {
  const unread = notifications.filter((item) => item.readAt === null);
  return {
    messages: new Set(unread.filter((item) => item.kind === 'message' && item.subjectId !== null).map((item) => item.subjectId!)),
    notifications: new Set(unread.map((item) => item.id)),
  };
}

/** The admin screen where a published item is managed (`news` → the news screen), if any: its collection's first admin path. */
export function screenOf(subject: string): string | undefined {
  return collectionOf(subject)?.adminPaths[0];
}

/** A message with its newer copy, when the screen holds one (after marking it, before a reload). */
export function newest(message: ResidentMessage, changed: ReadonlyMap<number, ResidentMessage>): ResidentMessage {
  const copy = changed.get(message.id);
  return copy && copy.version > message.version ? copy : message;
}
