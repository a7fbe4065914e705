import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from './migration-helpers.ts';

/**
 * A row for a person each time one of their acts, or their part in one, changes
 * (docs/decisions/0065-act-list-totals-kept-until-a-change.md): the act lists keep a counted
 * total while the person's newest row stays the same. Written by triggers, so every write path
 * of every server process leaves its mark in the same transaction. Rows are only inserted (a
 * per-person counter would be a row two transactions update in opposite orders: a deadlock on
 * PostgreSQL); the superseded ones are pruned (src-server/acts/act-list-totals.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('person_act_changes')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('pin', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('person_act_changes_pin_id_idx').on('person_act_changes').columns(['pin', 'id']).execute();
  if (postgres) {
    // Each row is written under a shared advisory lock of the person's bucket (4101, 0–1023),
    // held to the commit: shared locks never wait for each other, and a reader that finds the
    // bucket free knows every change row of that person is committed (act-list-totals.ts).
    await sql`
      create function person_act_change(changed text) returns void language plpgsql as $$
      begin
        perform pg_advisory_xact_lock_shared(4101, hashtext(changed) & 1023);
        insert into person_act_changes (pin) values (changed);
      end $$`.execute(db);
    await sql`
      create function person_act_changes_log() returns trigger language plpgsql as $$
      declare
        changed text;
      begin
        if tg_table_name = 'act_parties' then
          if tg_op <> 'INSERT' then perform person_act_change(old.pin); end if;
          if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.pin is distinct from old.pin) then perform person_act_change(new.pin); end if;
          return null;
        end if;
        for changed in
          select p.pin from act_parties p where p.act_id = new.id
          union select new.applicant_pin
        loop
          perform person_act_change(changed);
        end loop;
        if tg_op = 'UPDATE' and old.applicant_pin is distinct from new.applicant_pin then perform person_act_change(old.applicant_pin); end if;
        return null;
      end $$`.execute(db);
    // The person's newest change row, or null while a writer of their bucket has not committed:
    // the lock is asked first, and the row read after it in a snapshot of its own (a volatile
    // function's statements each take one), so a row committed in between is read.
    await sql`
      create function person_act_marker(person text) returns bigint language plpgsql volatile as $$
      begin
        if not pg_try_advisory_lock(4101, hashtext(person) & 1023) then return null; end if;
        perform pg_advisory_unlock(4101, hashtext(person) & 1023);
        return coalesce((select max(id) from person_act_changes where pin = person), 0);
      end $$`.execute(db);
    await sql`create trigger act_parties_person_changes after insert or update or delete on act_parties
      for each row execute function person_act_changes_log()`.execute(db);
    await sql`create trigger notarial_acts_person_changes after insert or update on notarial_acts
      for each row execute function person_act_changes_log()`.execute(db);
    return;
  }
  for (const statement of [
    sql`create trigger act_parties_person_changes_insert after insert on act_parties
      begin insert into person_act_changes (pin) values (new.pin); end`,
    sql`create trigger act_parties_person_changes_update after update on act_parties
      begin
        insert into person_act_changes (pin) values (old.pin);
        insert into person_act_changes (pin) select new.pin where new.pin is not old.pin;
      end`,
    sql`create trigger act_parties_person_changes_delete after delete on act_parties
      begin insert into person_act_changes (pin) values (old.pin); end`,
    sql`create trigger notarial_acts_person_changes_insert after insert on notarial_acts
      begin insert into person_act_changes (pin) values (new.applicant_pin); end`,
    sql`create trigger notarial_acts_person_changes_update after update on notarial_acts
      begin
        insert into person_act_changes (pin)
          select p.pin from act_parties p where p.act_id = new.id
          union select new.applicant_pin
          union select old.applicant_pin;
      end`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger notarial_acts_person_changes on notarial_acts`.execute(db);
    await sql`drop trigger act_parties_person_changes on act_parties`.execute(db);
    await sql`drop function person_act_changes_log()`.execute(db);
    await sql`drop function person_act_change(text)`.execute(db);
    await sql`drop function person_act_marker(text)`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete']) await sql.raw(`drop trigger act_parties_person_changes_${name}`).execute(db);
    for (const name of ['insert', 'update']) await sql.raw(`drop trigger notarial_acts_person_changes_${name}`).execute(db);
  }
  await db.schema.dropTable('person_act_changes').execute();
}
