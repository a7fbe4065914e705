import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SUBJECT_KINDS_BY_TYPE, type SubjectKind } from '../../../src-domain/acts/subject-kinds.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { EditorFrame } from './editor-frame.tsx';
import { OtherPropertyForm, RealEstateSubjectForm, VehicleSubjectForm } from './lazy-editor-forms.ts';

export interface SubjectEditorsProps {
  act: ActDetails;
  onSaved: (act?: ActDetails) => void;
}

/** The add-subject forms the act's type takes (spec §2 screen 15), one at a time behind its button. */
export function SubjectEditors({ act, onSaved }: SubjectEditorsProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<SubjectKind | null>(null);
  const close = () => setOpen(null);
  const saved = (next: ActDetails) => {
    onSaved(next);
    close();
  };
  if (open === 'vehicle')
    return (
      <EditorFrame>
        <VehicleSubjectForm act={act} onSaved={saved} onCancel={close} />
      </EditorFrame>
    );
  if (open === 'real_estate')
    return (
      <EditorFrame>
        <RealEstateSubjectForm act={act} onSaved={saved} onCancel={close} />
      </EditorFrame>
    );
  if (open === 'other')
    return (
      <EditorFrame>
        <OtherPropertyForm act={act} onSaved={saved} onCancel={close} />
      </EditorFrame>
    );
  const labels: Record<SubjectKind, string> = {
    vehicle: t({ id: 'act.edit.addVehicle', message: 'Transport vositasini qo‘shish' }),
    real_estate: t({ id: 'act.edit.addRealEstate', message: 'Ko‘chmas mulkni qo‘shish' }),
    other: t({ id: 'act.edit.addOther', message: 'Boshqa mol-mulkni qo‘shish' }),
  };
  const kinds = SUBJECT_KINDS_BY_TYPE[act.actTypeId];
  if (kinds.length === 0) return null;
  return (
    <div className="act-buttons">
      {kinds.map((kind) => (
        <button key={kind} type="button" className="button" onClick={() => setOpen(kind)}>
          {labels[kind]}
        </button>
      ))}
    </div>
  );
}
