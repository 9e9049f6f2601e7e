import type { Localized } from '../i18n/catalog';

/*
 * What the staff API answers besides items: the bell, the recent activity, the dashboard's
 * figures and an uploaded image. Types only; the server builds these shapes in
 * server/api/staff.ts and server/api/media.ts.
 */

/** `message` (a resident wrote) or `content` (an item was published). */
export type NotificationKind = 'message' | 'content';

/** One line of the admin's bell (`GET /api/v1/notifications`). */
export interface StaffNotification {
  id: number;
  kind: NotificationKind;
  /** What it is about: `messages`, `news`, `events`… */
  subject: string;
  subjectId: number | null;
  summary: Localized;
  /** ISO timestamps; `readAt` null while unread. */
  createdAt: string;
  readAt: string | null;
  version: number;
}

/** The bell: the 50 latest notifications and how many of all are unread. */
export interface NotificationList {
  unread: number;
  items: StaffNotification[];
}

export type ActivityType = 'user' | 'content' | 'event';

/** One line of the dashboard's recent activity (`GET /api/v1/activity`, the 30 latest). */
export interface ActivityEntry {
  id: number;
  /** ISO timestamp. */
  at: string;
  /** Who did it (display name), null for an account since removed. */
  user: string | null;
  /** `login`, `logout`, `password`, `create`, `update`, `delete`, `publish`, `unpublish`, `trash`, `restore`, `purge`, `upload`, `handle`, `reopen`, `user.add`, `user.update`, `user.reset`, `user.disable`, `user.enable`. */
  action: string;
  type: ActivityType;
  /** The collection (`news`…), `messages`, `users` or `media`. */
  subject: string;
  subjectId: number | null;
  /** The item's French title, the account's or the resident's name, the image's file name. */
  label: string;
  /** The item's English title when it has its own, else null. */
  labelEn: string | null;
}

/** A dashboard figure now and as it stood 30 days ago. */
export interface StatFigure {
  value: number;
  previous: number;
}

/** `GET /api/v1/stats`. */
export interface Stats {
  /** Enabled staff accounts. */
  users: StatFigure;
  /** Published items of every collection. */
  content: StatFigure;
  /** Published events from today on. */
  upcomingEvents: StatFigure;
  /** Residents' messages received. */
  messages: StatFigure;
}

/** `POST /api/v1/media`: where the image is served and what it is. */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif';
  /** Bytes. */
  size: number;
}
