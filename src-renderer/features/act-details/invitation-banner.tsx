import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ACT_TYPE_NAMES } from '../../../src-domain/acts/act-types.ts';
import { partyRoleName } from '../../../src-domain/acts/documents/party-role-names.ts';
import { ACT_STEP_NAMES } from '../../../src-domain/acts/steps.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useInvitation, useInvitationAnswer } from './api/invitations.ts';
import { MutationProblem } from '../../ui/mutation-problem.tsx';
import { PARTY_STATUS_LABELS, partyStatusKey } from './party-labels.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface InvitationBannerProps {
  token: string;
  uuid: string;
  /** The party answered: the act as they now see it. */
  onAnswered: (act: ActDetails) => void;
}

/**
 * The invitation an invited party opened (`/enotarial_act/{uuid}?invite={token}`, spec §4 "a
 * party can accept or reject an invitation"): who invites, in which role, to which act, and
 * Accept / Decline while it is unanswered.
 */
export function InvitationBanner({ token, uuid, onAnswered }: InvitationBannerProps) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const titleId = useId();
  const query = useInvitation(token, uuid);
  const answer = useInvitationAnswer(onAnswered);
  const invitation = query.data;
  if (!invitation) {
    return <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />;
  }
  const inviter = invitation.inviterName;
  const role = partyRoleName(invitation.role, locale);
  const act = ACT_TYPE_NAMES[invitation.actTypeId][locale];
  const step = `${invitation.step}. ${ACT_STEP_NAMES[invitation.step][locale]}`;
  const notary = invitation.notaryName?.[locale];
  const status = i18n._(PARTY_STATUS_LABELS[partyStatusKey(invitation.status)]);
  const canAnswer = invitation.allowedActions.includes('accept_invitation') || invitation.allowedActions.includes('decline_invitation');
  return (
    <section className="invitation-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t({ id: 'act.invitation.title', message: 'Sizni notarial harakatga taklif qilishdi' })}</h2>
      <p>{t({ id: 'act.invitation.text', message: `${inviter} sizni “${act}” notarial harakatiga “${role}” sifatida taklif qilmoqda.` })}</p>
      <p>{t({ id: 'act.invitation.step', message: `Harakat bosqichi: ${step}` })}</p>
      {notary ? <p>{t({ id: 'act.invitation.notary', message: `Notarius: ${notary}` })}</p> : null}
      {canAnswer ? (
        <div className="act-buttons">
          <button type="button" className="button" disabled={answer.isPending} onClick={() => answer.mutate({ token, uuid, answer: 'accept' })}>
            {t({ id: 'act.invitation.accept', message: 'Taklifni qabul qilaman' })}
          </button>
          <button type="button" className="button button--danger" disabled={answer.isPending} onClick={() => answer.mutate({ token, uuid, answer: 'decline' })}>
            {t({ id: 'act.invitation.decline', message: 'Taklifni rad etaman' })}
          </button>
        </div>
      ) : (
        <p role="status">{t({ id: 'act.invitation.answered', message: `Sizning javobingiz: ${status}` })}</p>
      )}
      <MutationProblem error={answer.error} />
    </section>
  );
}
