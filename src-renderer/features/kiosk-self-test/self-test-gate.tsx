import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isTerminal } from '../../platform/terminal.ts';
import { OutOfService } from './out-of-service.tsx';
import { useSelfTest } from './use-self-test.ts';

/**
 * The kiosk login only when the terminal passed its self-test: while the test runs, a status;
 * when a critical check failed, the out-of-service screen. A browser has no terminal to test.
 */
export function SelfTestGate({ children }: { children: ReactNode }) {
  return isTerminal() ? <ShellGate>{children}</ShellGate> : children;
}

function ShellGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const selfTest = useSelfTest();
  if (selfTest.isPending) {
    return (
      <p role="status" className="load-state">
        {t({ id: 'selfTest.gate.checking', message: 'Terminal ishga tayyorlanmoqda: kamera va aloqa tekshirilmoqda…' })}
      </p>
    );
  }
  // A shell that cannot answer at all is as broken as a failed check.
  if (selfTest.isError || selfTest.data?.outOfService) return <OutOfService />;
  return children;
}
