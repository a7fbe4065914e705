import { useLingui } from '@lingui/react/macro';
import { isPartyRole } from '../../../src-domain/acts/party-roles.ts';
import { subjectFieldGroups } from '../../../src-domain/acts/editor/subject-common-fields.ts';
import type { ActDetails, ActParty, ActSubject } from '../../../src-domain/http/routes/acts.ts';
import type { ActDetailsSlots, EditorContext } from '../../features/act-details/act-details-view.tsx';
import { ActExtrasFacts } from './act-extras-facts.tsx';
import { EditorToggle } from './editor-toggle.tsx';
import { GeneralInfoForm, PartyForm, SubjectTermsForm } from './lazy-editor-forms.ts';
import { SubjectTermsFacts } from './subject-terms-facts.tsx';
import { SubjectEditors } from './subject-editors.tsx';
import { signingSlot } from './signing-slot.tsx';
import { useVideoSlots } from './video-slots.tsx';

/**
 * The act editor's forms (features/act-editor) in the act details' tabs, while the applicant
 * prepares the act (step 1). Features do not import each other, so the route composes them: the
 * details give each form the act and a way to show the act the server answered.
 */
/** A form's save: show the act the server answered, then close the form. */
const savedThen =
  (onSaved: EditorContext['onSaved'], close: () => void) =>
  (saved: ActDetails): void => {
    onSaved(saved);
    close();
  };

export function useActSlots(): { slots: ActDetailsSlots } {
  const { t } = useLingui();
  const general = ({ act, onSaved }: EditorContext) => (
    <EditorToggle label={t({ id: 'act.edit.general', message: 'Umumiy ma’lumotlarni tahrirlash' })} secondary>
      {(close) => <GeneralInfoForm act={act} onSaved={savedThen(onSaved, close)} onCancel={close} />}
    </EditorToggle>
  );
  const parties = ({ act, onSaved }: EditorContext) => (
    <EditorToggle label={t({ id: 'act.edit.addParty', message: 'Ishtirokchi qo‘shish' })}>
      {(close) => <PartyForm act={act} onSaved={savedThen(onSaved, close)} onCancel={close} />}
    </EditorToggle>
  );
  // Each party's own editor (its role and §3 fields); the applicant's row keeps its role.
  const editParty = ({ act, onSaved }: EditorContext, party: ActParty) => {
    const name = party.fullName;
    return (
      <EditorToggle label={t({ id: 'act.edit.party', message: `${name}: ma’lumotlarni tahrirlash` })} secondary>
        {(close) => (
          <PartyForm
            act={act}
            initial={party}
            roles={party.isApplicant && isPartyRole(party.role) ? [party.role] : undefined}
            onSaved={savedThen(onSaved, close)}
            onCancel={close}
          />
        )}
      </EditorToggle>
    );
  };
  const subjects = ({ act, onSaved }: EditorContext) => <SubjectEditors act={act} onSaved={onSaved} />;
  const subjectTerms = ({ act, onSaved }: EditorContext, subject: ActSubject) => (
    <>
      <SubjectTermsFacts act={act} subject={subject} />
      {act.editable && subjectFieldGroups(act.actTypeId).length > 0 && (
        <EditorToggle label={t({ id: 'act.terms.edit', message: 'Shartlarni kiritish' })} secondary>
          {(close) => <SubjectTermsForm act={act} subject={subject} onSaved={savedThen(onSaved, close)} onCancel={close} />}
        </EditorToggle>
      )}
    </>
  );
  const extras = (act: EditorContext['act']) => <ActExtrasFacts act={act} />;
  const { video, videoResult } = useVideoSlots();
  return { slots: { general, parties, editParty, subjects, subjectTerms, extras, video, videoResult, signing: signingSlot } };
}
