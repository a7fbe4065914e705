import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { EditorFrame } from './editor-frame.tsx';
import { ActWizard } from './lazy-editor-forms.ts';
import type { RouteTitleId } from '../../app/route-status.ts';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { INVITE_QUERY_PARAM, isInviteToken } from '../../../src-domain/acts/invitations/invite-link.ts';
import { ActDetailsView } from '../../features/act-details/act-details-view.tsx';
import { InvitationBanner } from '../../features/act-details/invitation-banner.tsx';
import { readActTab, type ActTab } from '../../features/act-details/act-tabs.ts';
import { useAct, useActReplacer, type ActKey } from '../../features/act-details/api/get-act.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useActSlots } from './use-act-slots.tsx';

export interface ActDetailsRouteProps {
  /** Which act; null when the address holds no readable key. */
  actKey: ActKey | null;
  kiosk: boolean;
  titleId: RouteTitleId;
  /** The tab a sub-address opens when the address names none (`member` → parties …). */
  defaultTab?: ActTab;
  focus?: { party?: number | undefined; subject?: number | undefined };
}

/**
 * One act's page, whichever address led to it (`/enotarial_act/{uuid}`, `/my_notarial_act/{rid}`
 * and its sub-addresses, the kiosk twins): the heading and breadcrumb, loading and failure, the
 * tab in `?tab=`, and the act details with the editor forms of the act editor in their tabs.
 */
export function ActDetailsRoute({ actKey, kiosk, titleId, defaultTab = 'general', focus }: ActDetailsRouteProps) {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES[titleId]);
  const myActs = kiosk ? paths.kiosk.myActs.href() : paths.myActs.href();
  useBreadcrumb([{ label: i18n._(ROUTE_TITLES['route.myActs']), href: myActs }, { label: heading }]);
  useDocumentTitle(heading);
  const [params, setParams] = useSearchParams();
  const tab = readActTab(params.get('tab')) ?? defaultTab;
  const token = params.get(INVITE_QUERY_PARAM);
  const invite = isInviteToken(token) && actKey !== null && 'uuid' in actKey ? token : undefined;
  const onTab = (next: ActTab) => {
    const changed = new URLSearchParams(params);
    if (next === defaultTab) changed.delete('tab');
    else changed.set('tab', next);
    setParams(changed, { replace: true });
  };

  return (
    <article className="page act-page">
      <h1>{heading}</h1>
      {actKey === null ? (
        <p className="notice" role="alert">
          {t({ id: 'act.page.unknown', message: 'Bunday notarial harakat topilmadi.' })}
        </p>
      ) : (
        <LoadedAct actKey={actKey} kiosk={kiosk} tab={tab} onTab={onTab} focus={focus} invite={invite} />
      )}
    </article>
  );
}

interface LoadedActProps {
  actKey: ActKey;
  kiosk: boolean;
  tab: ActTab;
  onTab: (tab: ActTab) => void;
  focus: ActDetailsRouteProps['focus'];
  /** `?invite={token}`: the invitation the signed-in party opened (spec §4). */
  invite: string | undefined;
}

/** Answering is the banner's: the action bar does not offer the same twice. */
const INVITATION_ACTIONS = ['accept_invitation', 'decline_invitation'] as const;

function LoadedAct({ actKey, kiosk, tab, onTab, focus, invite }: LoadedActProps) {
  const query = useAct(actKey);
  const replace = useActReplacer(query.data?.uuid);
  const slots = useActSlots();
  const act = query.data;
  const navigate = useNavigate();
  // An act in preparation whose wizard is not finished opens at the step the server keeps (spec §2 screen 16).
  const inWizard = act !== undefined && act.editable && act.wizardStep !== null && act.wizardStep !== undefined;
  return (
    <>
      <LoadState pending={query.isPending} failed={query.isError && !act} onRetry={() => void query.refetch()} />
      {act && inWizard ? (
        <EditorFrame key={act.wizardStep}>
          <ActWizard act={act} onLeave={() => void navigate(kiosk ? paths.kiosk.myActs.href() : paths.myActs.href())} />
        </EditorFrame>
      ) : act ? (
        <ActDetailsView
          act={act}
          kiosk={kiosk}
          tab={tab}
          onTab={onTab}
          focus={focus}
          onAct={replace}
          refreshing={query.isFetching}
          banner={invite ? <InvitationBanner token={invite} uuid={act.uuid} onAnswered={replace} /> : undefined}
          hiddenActions={invite ? INVITATION_ACTIONS : undefined}
          {...slots}
        />
      ) : null}
    </>
  );
}
