import type { ActCheckFound } from '../../../src-domain/http/routes/search-act.ts';
import { publicActState } from '../../../src-domain/searches/public-act-state.ts';
import type { Db } from '../../db/database.ts';
import { localized } from '../../db/localized.ts';

function registeredActs(db: Db) {
  return db
    .selectFrom('notarial_acts as a')
    .innerJoin('notary_offices as o', 'o.id', 'a.office_id')
    .select(['a.id', 'a.uuid', 'a.regnum', 'a.regdate', 'a.state', 'o.name_oz', 'o.name_uz', 'o.name_ru', 'o.address_oz', 'o.address_uz', 'o.address_ru'])
    .where('a.regnum', 'is not', null)
    .where('a.regdate', 'is not', null);
}

type RegisteredActRow = Awaited<ReturnType<ReturnType<typeof registeredActs>['executeTakeFirstOrThrow']>>;

/** A registered act found by a public check, with the uuid the QR code is made from. */
export interface RegisteredAct {
  uuid: string;
  check: ActCheckFound;
}

/** The act's current signed document carries at least one verified signature. */
async function signedElectronically(db: Db, actId: number): Promise<boolean> {
  const row = await db
    .selectFrom('act_signatures as s')
    .innerJoin('act_signing_documents as d', 'd.id', 's.document_id')
    .select('s.id')
    .where('d.act_id', '=', actId)
    .where('d.superseded_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function toRegisteredAct(db: Db, row: RegisteredActRow): Promise<RegisteredAct> {
  return {
    uuid: row.uuid,
    check: {
      found: true,
      regnum: row.regnum ?? '',
      regdate: row.regdate ?? '',
      office: { name: localized(row, 'name'), address: localized(row, 'address') },
      state: publicActState(row.state),
      signedElectronically: await signedElectronically(db, row.id),
      loginRequiredForDetails: true,
    },
  };
}

/** Spec screen 11: the act with this registry number registered on this day (ISO date). */
export async function findActByRegistry(db: Db, regnum: string, regdate: string): Promise<RegisteredAct | undefined> {
  const row = await registeredActs(db).where('a.regnum', '=', regnum).where('a.regdate', '=', regdate).executeTakeFirst();
  return row ? toRegisteredAct(db, row) : undefined;
}

/** The QR check: the registered act with this number, whose code the caller then compares. */
export async function findActByRegnum(db: Db, regnum: string): Promise<RegisteredAct | undefined> {
  const row = await registeredActs(db).where('a.regnum', '=', regnum).executeTakeFirst();
  return row ? toRegisteredAct(db, row) : undefined;
}
