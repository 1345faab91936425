/**
 * Staff notifications (requests and device changes of a person): sending them to the administrators and the person's
 * managers, a page of a recipient's with the counts, marking read.
 */
import type { NotificationList } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

export async function notificationsPage(q: Queryable, recipientId: number, page: { page: number; pageSize: number }): Promise<NotificationList> {
  const { rows } = await q.query<{
    id: number;
    kind: string;
    message: string;
    user_id: number | null;
    username: string | null;
    created_at: Date | null;
    read_at: Date | null;
    total: number;
    unread: number;
  }>(
    // The outer join keeps one row with the totals when the page is empty.
    `SELECT n.id, n.kind, n.message, n.user_id, n.username, n.created_at, n.read_at, t.total, t.unread
       FROM (SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
               FROM notifications WHERE recipient_id = $1) t
       LEFT JOIN LATERAL (
         SELECT n.id, n.kind, n.message, n.user_id, u.username, n.created_at, n.read_at
           FROM notifications n LEFT JOIN users u ON u.id = n.user_id
          WHERE n.recipient_id = $1
          ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3) n ON true`,
    [recipientId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  return {
    count: rows[0]?.total ?? 0,
    unread: rows[0]?.unread ?? 0,
    results: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        message: row.message,
        user_id: row.user_id,
        username: row.username,
        created_at: row.created_at!.toISOString(),
        read: row.read_at !== null,
      })),
  };
}

/** Marks the given notifications (`ids`), or all of them when none are given, read for their recipient. */
export async function markNotificationsRead(q: Queryable, recipientId: number, ids: number[] | undefined): Promise<void> {
  await q.query(
    `UPDATE notifications SET read_at = now()
      WHERE recipient_id = $1 AND read_at IS NULL AND ($2::int[] IS NULL OR id = ANY($2::int[]))`,
    [recipientId, ids ?? null],
  );
}

/**
 * Tells the staff concerned (docs/behaviour.md, "Managers"), one notification each, in one statement: every active
 * administrator and, when the notification is about a person (`userId`), every active manager of that person's
 * current group; never the one who acted (`actorId`), nor the person themselves unless `tellPerson` (a suspension of
 * their own codes: someone else may know their password).
 */
export async function notifyStaff(
  q: Queryable,
  notification: { kind: string; message: string; userId: number | null; actorId?: number; tellPerson?: boolean },
): Promise<void> {
  await q.query(
    `INSERT INTO notifications (recipient_id, kind, message, user_id)
     SELECT r.id, $1, $2, $3 FROM users r
      WHERE r.is_active AND r.id <> $4 AND ($5::boolean OR r.id IS DISTINCT FROM $3::int)
        AND (r.is_admin OR EXISTS (
              SELECT 1 FROM group_managers gm JOIN users person ON person.gruppo_id = gm.group_id
               WHERE gm.user_id = r.id AND person.id = $3::int))`,
    [notification.kind, notification.message, notification.userId, notification.actorId ?? 0, notification.tellPerson === true],
  );
}
