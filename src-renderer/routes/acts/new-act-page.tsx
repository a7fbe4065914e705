import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router';
import { ACT_TYPE_NAMES } from '../../../src-domain/acts/act-types.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { ActTypeChoice } from '../../features/act-editor/act-type-choice.tsx';
import { newActSearch, readNewActParams } from '../../features/act-editor/new-act-params.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { modeAtom } from '../../state/mode.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { EditorFrame } from './editor-frame.tsx';
import { GeneralInfoForm, NewActWizard } from './lazy-editor-forms.ts';

/**
 * A new notarial act (spec §2 screen 12 "new act / new simplified act", §4.5 `/enotarial_act/-1`;
 * docs/decisions/0009-act-editor-and-simplified-act.md: `?type={actTypeId}[&simplified=1]`). First the type, then the general info — the first
 * step of the type's wizard (spec §2 screen 16; every type has one, decision 0049) — whose form
 * loads on demand; saving creates the act in step 1 and opens it (`/enotarial_act/{uuid}`) at the
 * wizard's next step. A simplified act has no wizard: its general info creates it and it opens as
 * details (the notary completes it at the office). The act details page renders this page when
 * its uuid is `-1`.
 */
export function NewActPage() {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const navigate = useNavigate();
  const mode = useAtomValue(modeAtom);
  const [search, setSearch] = useSearchParams();
  const params = readNewActParams(search);
  const kiosk = mode === 'kiosk';

  const heading = params.simplified
    ? t({ id: 'act.new.simplifiedTitle', message: 'Yangi soddalashtirilgan notarial harakat' })
    : t({ id: 'act.new.title', message: 'Yangi notarial harakat' });
  const myActs = kiosk ? paths.kiosk.myActs.href() : paths.myActs.href();
  useBreadcrumb([{ label: i18n._(ROUTE_TITLES['route.myActs']), href: myActs }, { label: heading }]);
  useDocumentTitle(params.actTypeId === undefined ? heading : `${heading}: ${ACT_TYPE_NAMES[params.actTypeId][locale]}`);

  const opened = (act: ActDetails) => void navigate(kiosk ? paths.kiosk.actDetails.href(act.uuid) : paths.actDetails.href(act.uuid), { replace: true });

  return (
    <article className="page new-act-page">
      <h1>{heading}</h1>
      {params.simplified && (
        <p className="notice">
          {t({
            id: 'act.new.simplifiedNote',
            message:
              'Soddalashtirilgan harakat notarius huzurida shaxsan ro‘yxatga olinadi. Bu yerda umumiy ma’lumotlarni kiriting; tomonlar va mulk haqidagi ma’lumotlarni kiritish shart emas — ularni notarius idorada hujjatlarning asl nusxasidan to‘ldiradi.',
          })}
        </p>
      )}
      {params.actTypeId === undefined ? (
        <ActTypeChoice onChoose={(actTypeId) => setSearch(newActSearch({ ...params, actTypeId }).slice(1))} />
      ) : (
        <EditorFrame key={`${params.actTypeId}-${params.simplified}`}>
          {params.simplified ? (
            <GeneralInfoForm initial={params} onSaved={opened} onCancel={() => void navigate(myActs)} />
          ) : (
            <NewActWizard actTypeId={params.actTypeId} onCreated={opened} onCancel={() => void navigate(myActs)} />
          )}
        </EditorFrame>
      )}
    </article>
  );
}
