import './spinner.css';

/** A busy mark for the eye only: the text beside it ("Searching…", "Saving…") says it to everyone. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
