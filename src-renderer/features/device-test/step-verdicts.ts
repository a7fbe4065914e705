import { type CheckVerdict, judgeCamera, judgeConnection, judgeMicrophone, judgeSpeaker } from '../../../src-domain/devices/device-test-verdict.ts';
import type { DeviceTestState, DeviceTestStep } from './device-test-state.ts';
import type { StepStatus } from './use-device-test-texts.ts';

/** A finished step's verdict by the same rule the server keeps (src-domain/devices/device-test-verdict.ts); null before it finished. */
export function stepVerdict(step: DeviceTestStep, measured: DeviceTestState['measured']): CheckVerdict<string> | null {
  switch (step) {
    case 'camera':
      return measured.camera ? judgeCamera(measured.camera) : null;
    case 'microphone':
      return measured.microphone ? judgeMicrophone(measured.microphone) : null;
    case 'speaker':
      return measured.speaker ? judgeSpeaker(measured.speaker) : null;
    case 'connection':
      return measured.connection ? judgeConnection(measured.connection) : null;
  }
}

export function stepStatus(step: DeviceTestStep, state: DeviceTestState): StepStatus {
  const verdict = stepVerdict(step, state.measured);
  if (verdict) return verdict.passed ? 'passed' : 'failed';
  return state.active === step ? 'running' : 'waiting';
}
