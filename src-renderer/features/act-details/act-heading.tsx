import { useLingui } from '@lingui/react/macro';
import { ACT_STATE_NAMES } from '../../../src-domain/acts/act-states.ts';
import { ACT_TYPE_NAMES } from '../../../src-domain/acts/act-types.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { showIsoDate } from './display.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/** The act at a glance: its type, state, and registry number once registered. */
export function ActHeading({ act, headingId }: { act: ActDetails; headingId: string }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const regnum = act.regnum;
  const regdate = showIsoDate(act.regdate) ?? '';
  return (
    <header className="act-heading">
      <h2 id={headingId} className="act-heading__type">
        {ACT_TYPE_NAMES[act.actTypeId][locale]}
        {act.simplified ? <span className="act-heading__simplified">{` (${t({ id: 'act.heading.simplified', message: 'soddalashtirilgan' })})`}</span> : null}
      </h2>
      <p className="act-heading__facts">
        <span className={`act-badge act-badge--state-${act.state}`}>{ACT_STATE_NAMES[act.state][locale]}</span>
        {regnum ? <span className="act-heading__regnum">{t({ id: 'act.heading.regnum', message: `Reestr raqami: ${regnum}, ${regdate}` })}</span> : null}
      </p>
    </header>
  );
}
