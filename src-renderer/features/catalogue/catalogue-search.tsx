import { useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';

export interface CatalogueSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Enter or the button: search now, without waiting for the pause. */
  onSubmit: () => void;
}

/** The search box of the catalogue (spec screen 10 "search"), a `search` landmark. */
export function CatalogueSearch({ text, onTextChange, onSubmit }: CatalogueSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" className="catalogue-search" onSubmit={submit} aria-label={t({ id: 'catalogue.search.region', message: 'Xizmatlarni qidirish' })}>
      <label htmlFor={id} className="catalogue-search__label">
        {t({ id: 'catalogue.search.label', message: 'Xizmat nomi yoki tavsifi' })}
      </label>
      <div className="catalogue-search__row">
        <input
          id={id}
          type="search"
          className="catalogue-search__input"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder={t({ id: 'catalogue.search.placeholder', message: 'Masalan: ishonchnoma' })}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <button type="submit" className="button">
          {t({ id: 'catalogue.search.submit', message: 'Qidirish' })}
        </button>
      </div>
    </form>
  );
}
