import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, type ReactNode } from 'react';
import { preloadAppDialog } from '../../ui/dialogs/lazy-app-dialog.tsx';
import { Tabs } from '../../ui/tabs/tabs.tsx';
import { isClosedState } from '../../../src-domain/acts/lifecycle/allowed-actions.ts';
import { REG_TYPES } from '../../../src-domain/acts/act-types.ts';
import type { ActAction } from '../../../src-domain/acts/lifecycle/act-actions.ts';
import type { ActDetails, ActParty, ActSubject } from '../../../src-domain/http/routes/acts.ts';
import { ActHeading } from './act-heading.tsx';
import { ACT_TABS, type ActTab } from './act-tabs.ts';
import { ActionBar } from './action-bar.tsx';
import { UnansweredParties } from './unanswered-parties.tsx';
import { unansweredParties } from '../../../src-domain/acts/lifecycle/party-status.ts';
import type { ActionRequest } from './action-input.ts';
import { useActionMutation } from './api/post-action.ts';
import { BlockingIssues } from './blocking-issues.tsx';
import { GeneralTab } from './general-tab.tsx';
import { HistoryTab } from './history-tab.tsx';
import { MutationProblem } from '../../ui/mutation-problem.tsx';
import { PartiesTab } from './parties-tab.tsx';
import { RemarksTab } from './remarks-tab.tsx';
import { PartyInvite } from './party-invite.tsx';
import { PaymentsTab } from './payments-tab.tsx';
import { PrintFormTab } from './print-form-tab.tsx';
import { ReferencesTab } from './references-tab.tsx';
import { ResultTab } from './result-tab.tsx';
import { StepProgress } from './step-progress.tsx';
import { SubjectsTab } from './subjects-tab.tsx';
import { useTabLabels } from './use-tab-labels.ts';
import './act-details.css';

/** What an editor form of the act editor (features/act-editor) gets to work with. */
export interface EditorContext {
  act: ActDetails;
  /** The form saved: the act the server answered, or nothing to reload it. */
  onSaved: (act?: ActDetails) => void;
}

/** Content other features bring (composed by the route page: features do not import each other). */
export interface ActDetailsSlots {
  /** The act editor's general-info form. */
  general?: (context: EditorContext) => ReactNode;
  /** The act editor's add-party form. */
  parties?: (context: EditorContext) => ReactNode;
  /** The act editor's form for one party: its role and §3 fields. */
  editParty?: (context: EditorContext, party: ActParty) => ReactNode;
  /** The act editor's add-vehicle / real-estate / other-property forms. */
  subjects?: (context: EditorContext) => ReactNode;
  /** A subject's terms (spec §3 common subject fields): their facts, and the editor's form while the act is editable. */
  subjectTerms?: (context: EditorContext, subject: ActSubject) => ReactNode;
  /** The act's per-type terms as read-only facts (their labels are the act editor's). */
  extras?: (act: ActDetails) => ReactNode;
  /** The video conference tab of an act by video (features/video-call). */
  video?: (act: ActDetails) => ReactNode;
  /** What registration by video adds to the result: the recordings and identity checks. */
  videoResult?: (act: ActDetails) => ReactNode;
  /** Signing an act by video at step 8, and its signatures after (features/e-signature). */
  signing?: (act: ActDetails) => ReactNode;
}

export interface ActDetailsViewProps {
  act: ActDetails;
  kiosk: boolean;
  tab: ActTab;
  onTab: (tab: ActTab) => void;
  /** A party or subject a sub-address points at (`/my_notarial_act/{rid}/member/{id}` …). */
  focus?: { party?: number | undefined; subject?: number | undefined };
  /** Shows the act the server answered, or reloads it. */
  onAct: (act?: ActDetails) => void;
  refreshing: boolean;
  slots?: ActDetailsSlots;
  /** Shown above the actions (the invitation of an invited party). */
  banner?: ReactNode;
  /** Actions another part of the page offers instead of the action bar. */
  hiddenActions?: readonly ActAction[];
}

/**
 * Notarial act details (spec §2 screen 13): where the act is among the nine steps, what stops
 * it, the actions this user may take now (exactly the server's `allowedActions`), and the tabs.
 * The same view serves `/enotarial_act/{uuid}`, `/my_notarial_act/{rid}` and the kiosk.
 */
export function ActDetailsView(props: ActDetailsViewProps) {
  const { act, kiosk, tab, onTab, focus, onAct, refreshing, slots, banner, hiddenActions = [] } = props;
  const { t } = useLingui();
  const headingId = useId();
  const labels = useTabLabels();
  const mutation = useActionMutation((next) => onAct(next));
  const run = (request: ActionRequest) => mutation.mutateAsync({ act, request });
  const context: EditorContext = { act, onSaved: onAct };
  const invite =
    act.viewer.role === 'applicant' && !isClosedState(act.state) && act.step < 9
      ? (party: ActParty) => <PartyInvite act={act} party={party} onAct={onAct} />
      : undefined;
  const closed = isClosedState(act.state);
  // Only an act by video has the video conference tab; its address on another act shows the general info.
  const hasVideo = act.regtypeId === REG_TYPES.video && slots?.video !== undefined;
  const shownTab: ActTab = tab === 'video' && !hasVideo ? 'general' : tab;
  const reason = act.reason;
  const unanswered = unansweredParties(act.parties);
  // The notary reads who had not answered when the act came to them (the applicant confirmed it).
  const notaryNotice = act.viewer.role === 'notary' && !closed && act.step >= 2 && act.step < 9 && unanswered.length > 0;
  // The actions' and payments' dialogs load on demand; fetch their code once the act is shown.
  useEffect(() => preloadAppDialog(), []);

  const content: Record<ActTab, ReactNode> = {
    general: <GeneralTab act={act} onAct={onAct} extras={slots?.extras?.(act)} editor={slots?.general?.(context)} />,
    parties: (
      <PartiesTab
        act={act}
        onAct={onAct}
        onRefresh={() => onAct()}
        refreshing={refreshing}
        focusId={focus?.party}
        renderInvite={invite}
        editor={slots?.parties?.(context)}
        renderEdit={slots?.editParty ? (party) => slots.editParty?.(context, party) : undefined}
      />
    ),
    subjects: (
      <SubjectsTab
        act={act}
        onAct={onAct}
        focusId={focus?.subject}
        editor={slots?.subjects?.(context)}
        terms={slots?.subjectTerms ? (subject) => slots.subjectTerms?.(context, subject) : undefined}
      />
    ),
    print: <PrintFormTab act={act} />,
    payments: <PaymentsTab act={act} kiosk={kiosk} onAct={onAct} onRefresh={() => onAct()} />,
    references: <ReferencesTab act={act} />,
    result: (
      <>
        <ResultTab act={act} kiosk={kiosk} signatures={act.step === 9 && act.regtypeId === REG_TYPES.video ? slots?.signing?.(act) : undefined} />
        {act.regtypeId === REG_TYPES.video ? slots?.videoResult?.(act) : null}
      </>
    ),
    remarks: <RemarksTab act={act} />,
    video: act.regtypeId === REG_TYPES.video ? (slots?.video?.(act) ?? null) : null,
    history: <HistoryTab act={act} />,
  };

  return (
    <section className="act-details" aria-labelledby={headingId}>
      <ActHeading act={act} headingId={headingId} />
      <StepProgress step={act.step} stopped={closed} />
      {reason && closed ? <p className="notice notice--warning">{t({ id: 'act.closedReason', message: `Sabab: ${reason}` })}</p> : null}
      <BlockingIssues issues={act.blockingIssues} kiosk={kiosk} />
      {notaryNotice ? (
        <div className="notice notice--warning">
          <UnansweredParties
            parties={unanswered}
            lead={t({ id: 'act.unanswered.notary', message: 'Ariza hamma ishtirokchilar javob bermasdan yuborilgan:' })}
          />
        </div>
      ) : null}
      {banner}
      {/* Spec §4 step 8 by video: the room signs before the notary registers (docs/signatures.md). */}
      {act.step === 8 && act.regtypeId === REG_TYPES.video && !closed ? slots?.signing?.(act) : null}
      <ActionBar
        allowedActions={act.allowedActions}
        role={act.viewer.role}
        pending={mutation.isPending}
        onRun={run}
        hidden={hiddenActions}
        redirects={{ issue_invoices: () => onTab('payments') }}
        unanswered={unanswered}
      />
      <MutationProblem error={mutation.error} />
      <Tabs
        label={t({ id: 'act.tabs.label', message: 'Notarial harakat bo‘limlari' })}
        tabs={ACT_TABS.filter((id) => id !== 'video' || hasVideo).map((id) => ({
          id,
          label: (
            <>
              {labels[id]}
              {id === 'remarks' && act.remarks.some((remark) => !remark.resolvedAt) ? (
                <span className="act-tabs__dot">{` (${act.remarks.filter((remark) => !remark.resolvedAt).length})`}</span>
              ) : null}
            </>
          ),
        }))}
        selected={shownTab}
        onSelect={onTab}
      >
        {content[shownTab]}
      </Tabs>
    </section>
  );
}
