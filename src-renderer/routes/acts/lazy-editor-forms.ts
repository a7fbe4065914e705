import { lazy } from 'react';
import { loadChunk } from '../../ui/chunk-load.ts';

/*
 * The act editor's forms (features/act-editor) as the act details page opens them: each loads
 * when its button is pressed, so showing an act does not download them (bench: route chunk ≤ 60 KiB).
 */
export const GeneralInfoForm = lazy(() =>
  loadChunk(() => import('../../features/act-editor/general-info-form.tsx')).then((module) => ({ default: module.GeneralInfoForm })),
);
export const PartyForm = lazy(() => loadChunk(() => import('../../features/act-editor/party-form.tsx')).then((module) => ({ default: module.PartyForm })));
export const VehicleSubjectForm = lazy(() =>
  loadChunk(() => import('../../features/act-editor/vehicle-subject-form.tsx')).then((module) => ({ default: module.VehicleSubjectForm })),
);
export const RealEstateSubjectForm = lazy(() =>
  loadChunk(() => import('../../features/act-editor/real-estate-subject-form.tsx')).then((module) => ({ default: module.RealEstateSubjectForm })),
);
export const OtherPropertyForm = lazy(() =>
  loadChunk(() => import('../../features/act-editor/other-property-form.tsx')).then((module) => ({ default: module.OtherPropertyForm })),
);
export const SubjectTermsForm = lazy(() =>
  loadChunk(() => import('../../features/act-editor/subject-terms-form.tsx')).then((module) => ({ default: module.SubjectTermsForm })),
);

/** A type's wizard: the frame, then that type's steps in chunks of their own (features/act-editor/wizard/act-wizard.tsx). */
export const ActWizard = lazy(() =>
  loadChunk(() => import('../../features/act-editor/wizard/act-wizard.tsx')).then((module) => ({ default: module.ActWizard })),
);
export const NewActWizard = lazy(() =>
  loadChunk(() => import('../../features/act-editor/wizard/new-act-wizard.tsx')).then((module) => ({ default: module.NewActWizard })),
);
