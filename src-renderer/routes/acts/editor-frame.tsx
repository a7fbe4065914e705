import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { LoadState } from '../../ui/load-state.tsx';

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const nothingToRetry = () => undefined; // a chunk that fails to load is the router's error page

/** Mounts only once the form's code is there (inside the Suspense boundary), then focuses its first field. */
function FocusFirstField({ frame, children }: { frame: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  useEffect(() => {
    frame.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [frame]);
  return children;
}

/**
 * Where an act editor form opens: its code loads on demand (the act details page does not carry
 * the forms until one is asked for), with a loading status meanwhile, and focus goes into the
 * form's first field once it is there, so keyboard and screen-reader users land in it.
 */
export function EditorFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div ref={frame}>
      <Suspense fallback={<LoadState pending failed={false} onRetry={nothingToRetry} />}>
        <FocusFirstField frame={frame}>{children}</FocusFirstField>
      </Suspense>
    </div>
  );
}
