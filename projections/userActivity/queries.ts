import type { Db } from '../../database/connect.js';

export const listUserActivity = (db: Db, userId: string, range: { offset: number; limit: number }) =>
  Promise.all([
    db.selectFrom('user_activity').selectAll().where('user_id', '=', userId).orderBy('at', 'desc').orderBy('event_id').offset(range.offset).limit(range.limit).execute(),
    db.selectFrom('user_activity').select((eb) => eb.fn.countAll<number>().as('total')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]).then(([rows, { total }]) => ({ rows, total: Number(total) }));
