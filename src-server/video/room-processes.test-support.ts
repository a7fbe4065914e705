import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { tashkentParts } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { openSession } from '../sessions/session-records.ts';
import { DEFAULT_SESSION_POLICY } from '../sessions/session-policy.ts';

const SCRIPT = fileURLToPath(new URL('./room-server-process.test-support.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts one server process on `databaseUrl` and waits for its address. */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SCRIPT], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The database URL of the schema the test created (its `search_path`). */
export function schemaUrl(base: string, schema: string): string {
  const scoped = new URL(base);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}

export interface PreparedRoom {
  uuid: string;
  actId: number;
  tokens: { gulnora: string; malika: string; aziz: string };
}

/**
 * A room open now on the real clock, prepared in the database: Aziz's act by video at step 8
 * with notary #1 and Malika by video, the three already identified and agreed to the recording
 * in an earlier connection that dropped 5 s ago, so their joins resume without a face check (the face
 * checks themselves are video-rooms.test.ts's). Sessions are opened as a login opens them.
 */
export async function prepareOpenRoom(db: Db, now = new Date()): Promise<PreparedRoom> {
  const visit = tashkentParts(new Date(now.getTime() + 10 * 60_000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const office = await db.selectFrom('notaries').select('office_id').where('id', '=', 1).executeTakeFirstOrThrow();
  const stamp = now.toISOString();
  const uuid = crypto.randomUUID();
  const act = await db
    .insertInto('notarial_acts')
    .values({
      uuid,
      act_type_id: 1,
      catalogue_service_id: null,
      regnum: null,
      regdate: null,
      office_id: office.office_id,
      notary_id: 1,
      state: 'awaiting_registration',
      step: 8,
      regsystem_id: 3,
      regtype_id: 2,
      applicant_pin: DEMO_CAST.aziz.pin,
      applicant_inn: null,
      language: 'oz',
      visit_date: `${visit.year}-${pad(visit.month)}-${pad(visit.day)}`,
      visit_time: `${pad(visit.hour)}:${pad(visit.minute)}`,
      client_phone: '901234567',
      free_of_charge: 0,
      free_reason: null,
      remark: null,
      sum_tiyin: null,
      valid_until: null,
      cancelled_at: null,
      cancel_reason: null,
      created_at: stamp,
      updated_at: stamp,
      reason: null,
      annulled_at: null,
      notary_choice: 'manual',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [pin, role] of [
    [DEMO_CAST.aziz.pin, 'seller'],
    [DEMO_CAST.malika.pin, 'buyer'],
  ] as const) {
    await db
      .insertInto('act_parties')
      .values({
        act_id: act.id,
        pin,
        role,
        status: 'accepted',
        created_at: stamp,
        full_name: pin,
        participation_type: 2,
        inn: null,
        phone: null,
        doc_type: null,
        doc_number: null,
        doc_date: null,
        doc_issuer: null,
        reg_address: null,
        act_address: null,
        representative_pin: null,
        interpreter: null,
        relationship: null,
        invite_token: null,
        decided_at: stamp,
      })
      .execute();
  }
  const gulnoraPin = (await db.selectFrom('users').select('pin').where('notary_id', '=', 1).executeTakeFirstOrThrow()).pin;
  const tokens: Record<string, string> = {};
  const earlier = new Date(now.getTime() - 5_000).toISOString();
  for (const [key, pin, role] of [
    ['gulnora', gulnoraPin, 'notary'],
    ['malika', DEMO_CAST.malika.pin, 'party'],
    ['aziz', DEMO_CAST.aziz.pin, 'party'],
  ] as const) {
    const user = await db.selectFrom('users').select('id').where('pin', '=', pin).executeTakeFirstOrThrow();
    tokens[key] = await openSession(
      db,
      { userId: user.id, clientMode: 'browser', lifetime: DEFAULT_SESSION_POLICY.browser, audit: { ip: null, userAgent: null } },
      now,
    );
    await db
      .insertInto('video_room_members')
      .values({
        act_id: act.id,
        member_id: `earlier-${key}-${act.id}`,
        pin,
        user_id: user.id,
        role,
        party_role: key === 'malika' ? 'buyer' : key === 'aziz' ? 'seller' : null,
        name: key,
        process_id: 'an-earlier-process',
        identified_at: earlier,
        joined_at: earlier,
        seen_at: earlier,
        left_at: earlier,
        left_reason: 'dropped',
      })
      .execute();
    await db.insertInto('video_recording_consents').values({ act_id: act.id, pin, agreed: 1, created_at: earlier }).execute();
  }
  return { uuid, actId: act.id, tokens: { gulnora: tokens.gulnora!, malika: tokens.malika!, aziz: tokens.aziz! } };
}
