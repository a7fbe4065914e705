import { useLingui } from '@lingui/react/macro';

export interface OwnerItem {
  pin: string;
  fullName: string;
  numerator: number;
  denominator: number;
  isCaller: boolean;
}

/** The owners of a registry object with their shares (spec §3 Subjects "shares"). */
export function OwnerList({ owners }: { owners: readonly OwnerItem[] }) {
  const { t } = useLingui();
  return (
    <div>
      <h4 className="editor-facts__subtitle">{t({ id: 'act.editor.owners', message: 'Egalari' })}</h4>
      <ul className="editor-owners">
        {owners.map((owner, index) => {
          const share = owner.denominator === 1 ? '' : ` — ${owner.numerator}/${owner.denominator}`;
          return (
            <li key={`${index}-${owner.pin}`}>
              {owner.fullName}
              {share}
              {owner.isCaller && ` (${t({ id: 'act.editor.owners.you', message: 'siz' })})`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
