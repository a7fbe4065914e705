import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../ui/load-state.tsx';
import { MyActsScreen } from './my-acts-screen.tsx';
import { loadChunk } from '../../ui/chunk-load.ts';

/** The act's page loads when an act is opened by its number: the list does not carry it. */
const ActDetailsRoute = lazy(() => loadChunk(() => import('../acts/act-details-route.tsx')).then((module) => ({ default: module.ActDetailsRoute })));

const parseId = (text: string | undefined): number | undefined => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

/** Own acts (spec §2 `/my_notarial_act`, screen 12); the notary's queue for a notary. */
export function MyActsPage() {
  return <MyActsScreen kiosk={false} />;
}

/** Kiosk twin of the list: the citizen's acts only. */
export function KioskMyActsPage() {
  return <MyActsScreen kiosk />;
}

/**
 * `/my_notarial_act/{rid}` (spec §2, acts of registry system 2 and any act by its number): the
 * same act details as `/enotarial_act/{uuid}`. Sub-addresses open the tab of the party or subject
 * they name and point at it.
 */
function RidPage({ kiosk, part }: { kiosk: boolean; part?: 'member' | 'auto' | 'realty' | 'other' }) {
  const params = useParams();
  const rid = parseId(params.rid);
  const id = parseId(params.id);
  const titleId =
    part === 'member'
      ? 'route.myActParty'
      : part === 'auto'
        ? 'route.myActVehicle'
        : part === 'realty'
          ? 'route.myActRealEstate'
          : part === 'other'
            ? 'route.myActOtherProperty'
            : 'route.myAct';
  const focus = part === undefined ? undefined : part === 'member' ? { party: id } : { subject: id };
  const defaultTab = part === undefined ? undefined : part === 'member' ? 'parties' : 'subjects';
  return (
    <Suspense fallback={<LoadState pending failed={false} onRetry={() => undefined} />}>
      <ActDetailsRoute actKey={rid === undefined ? null : { rid }} kiosk={kiosk} titleId={titleId} defaultTab={defaultTab} focus={focus} />
    </Suspense>
  );
}

export const MyActPage = () => <RidPage kiosk={false} />;
export const MyActPartyPage = () => <RidPage kiosk={false} part="member" />;
export const MyActVehiclePage = () => <RidPage kiosk={false} part="auto" />;
export const MyActRealEstatePage = () => <RidPage kiosk={false} part="realty" />;
export const MyActOtherPropertyPage = () => <RidPage kiosk={false} part="other" />;

/** `/kiosk/my_notarial_act/{rid}`: where the kiosk notification list sends regsystem 2 acts (spec §2 screen 7). */
export const KioskMyActPage = () => <RidPage kiosk />;
